import { Body, Controller, Get, INestApplication, Module, Post, Req, Res } from '@nestjs/common';
import type { Express, Request, Response } from 'express';
import * as http from 'node:http';
import { Socket } from 'node:net';
import request from 'supertest';
import { BaseAppConfig, loadConfig } from '../config/config';
import { PlatformModule } from '../platform.module';
import { createTestApp } from '../testing/create-test-app';
import { expressMessageClasses } from './express-adapter';

@Controller('echo')
class EchoController {
  @Get() get(@Req() req: Request) {
    // Express's request API (getters and methods of app.request) must keep working.
    return { path: req.path, query: req.query, host: req.hostname, accepts: req.accepts('json') };
  }
  @Post() post(@Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    res.status(201).type('application/json');
    return JSON.stringify({ body });
  }
}

describe('PlatformExpressAdapter', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const config = loadConfig(BaseAppConfig, { NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    @Module({ imports: [PlatformModule.forRoot({ appName: 'adapter-test', config })], controllers: [EchoController] })
    class AdapterTestModule {}
    app = await createTestApp(AdapterTestModule, config);
  });
  afterAll(() => app.close());

  it('creates requests and responses with the prototypes of the Express app', () => {
    const express = app.getHttpAdapter().getInstance() as Express;
    const classes = expressMessageClasses(express);
    if (!classes) throw new Error('expected this Node.js to allow prebuilt Express prototypes');
    const socket = new Socket();
    const req = new classes.IncomingMessage(socket);
    const res = new classes.ServerResponse(req);
    expect(Object.getPrototypeOf(req)).toBe(express.request);
    expect(Object.getPrototypeOf(res)).toBe(express.response);
    expect(req).toBeInstanceOf(http.IncomingMessage);
    expect(res).toBeInstanceOf(http.ServerResponse);
    socket.destroy();
  });

  it('serves every request without Express having to swap a prototype', async () => {
    const express = app.getHttpAdapter().getInstance() as Express;
    const swaps: string[] = [];
    const original = Object.setPrototypeOf;
    const spy = jest.spyOn(Object, 'setPrototypeOf').mockImplementation((target: object, proto: object | null) => {
      if ((proto === express.request || proto === express.response) && Object.getPrototypeOf(target) !== proto)
        swaps.push(proto === express.request ? 'request' : 'response');
      return original(target, proto);
    });
    try {
      await request(app.getHttpServer()).get('/echo?a=1').expect(200);
    } finally {
      spy.mockRestore();
    }
    expect(swaps).toEqual([]);
  });

  it('keeps the Express request and response API working', async () => {
    const got = await request(app.getHttpServer()).get('/echo?a=1&b=2').set('Accept', 'application/json').expect(200);
    expect(got.body).toEqual({ path: '/echo', query: { a: '1', b: '2' }, host: '127.0.0.1', accepts: 'json' });
    const posted = await request(app.getHttpServer())
      .post('/echo')
      .send({ x: [1, 2] })
      .expect(201);
    expect(posted.headers['content-type']).toMatch(/^application\/json/);
    expect(posted.body).toEqual({ body: { x: [1, 2] } });
  });
});
