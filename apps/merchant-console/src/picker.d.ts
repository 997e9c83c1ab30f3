// JSX typing of the storefront picker's element (libs/storefront-picker), rendered by the preview.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fulfilment-picker': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        shop: string;
        api?: string;
        lang?: string;
        preview?: boolean;
        now?: string;
      };
    }
  }
}
