/**
 * The bulk-operation documents of the catalogue sync (docs/platform-install.md, "Sync"), sent
 * verbatim to the Admin GraphQL API of `ADMIN_API_VERSION` (the fake server compares them
 * byte for byte and validates each, the inner bulk queries included, against the vendored
 * schema; `bulk-sync.spec.ts` validates them too).
 *
 * A bulk query may hold at most five connections, nested at most two deep, so the catalogue
 * takes two bulk operations, one after the other: products (with their collections and
 * variants) and locations (with their inventory levels).
 */

/**
 * Every product with what conditional activation and product preparation read (tags, vendor,
 * product type, collections' handles and titles) and its variants with their inventory item
 * and whether the platform tracks its inventory (`tracked`).
 */
export const BULK_PRODUCTS_QUERY = `{
  products {
    edges {
      node {
        id
        tags
        vendor
        productType
        collections {
          edges {
            node {
              id
              handle
              title
            }
          }
        }
        variants {
          edges {
            node {
              id
              inventoryItem {
                id
                tracked
              }
            }
          }
        }
      }
    }
  }
}`;

/**
 * Every active location (name and address, for mapping and for creating ours from it) with
 * the inventory levels stocked there: the `available` quantity
 * of each inventory item (the item's id; the variant comes from {@link BULK_PRODUCTS_QUERY}).
 */
export const BULK_LOCATIONS_QUERY = `{
  locations {
    edges {
      node {
        id
        name
        isActive
        address {
          address1
          address2
          city
          zip
          provinceCode
          countryCode
          latitude
          longitude
        }
        inventoryLevels {
          edges {
            node {
              id
              quantities(names: ["available"]) {
                name
                quantity
              }
              item {
                id
              }
            }
          }
        }
      }
    }
  }
}`;

/** Starts a bulk query; variables `{ query: string }` (one of the two documents above). Objects are not grouped. */
export const BULK_OPERATION_RUN_QUERY = `mutation bulkOperationRunQuery($query: String!) {
  bulkOperationRunQuery(query: $query, groupObjects: false) {
    bulkOperation {
      id
      status
    }
    userErrors {
      field
      message
      code
    }
  }
}`;

/** Reads a bulk operation by id (polled until it ends); variables `{ id: string }`. */
export const BULK_OPERATION_BY_ID = `query bulkOperationById($id: ID!) {
  bulkOperation(id: $id) {
    id
    status
    errorCode
    objectCount
    url
  }
}`;
