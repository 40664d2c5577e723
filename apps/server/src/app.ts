import path from "node:path";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createPublisher, type Publisher } from "./events/publisher.ts";
import { clearPublisher, setPublisher } from "./events/transact.ts";
import { installCompression } from "./http/compression.ts";
import type { App, AppContext, AuthContext } from "./http/context.ts";
import { answerFrameworkError, installErrorHandler, writeClientError } from "./http/error-handler.ts";
import { installSecurityHeaders } from "./http/headers.ts";
import { installInputHygiene } from "./http/input-hygiene.ts";
import { withLogSafety } from "./http/logging.ts";
import { webAppStaticOptions } from "./http/static-files.ts";
import { registerAccountingExportRoutes } from "./modules/accounting/export-routes.ts";
import { registerReconciliationRoutes } from "./modules/accounting/reconciliation-routes.ts";
import { registerAccountingRoutes } from "./modules/accounting/routes.ts";
import { registerAgentSummaryRoutes } from "./modules/agent-summary/routes.ts";
import { registerAnnouncementRoutes } from "./modules/announcements/routes.ts";
import { createDeviceCookies } from "./modules/auth/device-cookie.ts";
import { registerAuthRoutes } from "./modules/auth/routes.ts";
import { createSessionCache } from "./modules/auth/session-cache.ts";
import { createThrottles } from "./modules/auth/throttle.ts";
import { registerThrottleRoutes } from "./modules/auth/throttle-routes.ts";
import { createTokenService } from "./modules/auth/tokens.ts";
import { registerBackupRoutes } from "./modules/backup/routes.ts";
import { registerBettingRoutes } from "./modules/betting/routes.ts";
import { registerCashierRoutes } from "./modules/cashier/routes.ts";
import { registerDashboardRoutes } from "./modules/dashboard/routes.ts";
import { registerDemoStreamRoutes } from "./modules/demo-stream/routes.ts";
import { registerAdminUserRoutes } from "./modules/hierarchy/admin-routes.ts";
import { registerHierarchyRoutes } from "./modules/hierarchy/routes.ts";
import { registerLedgerRoutes } from "./modules/ledger/routes.ts";
import { registerDrawRoutes } from "./modules/number-games/routes.ts";
import { registerUserRoutes } from "./modules/users/routes.ts";
import { registerWalletRoutes } from "./modules/wallet/routes.ts";
import { registerWhitelistRoutes } from "./modules/whitelist/routes.ts";
import { whitelistPolicy } from "./modules/whitelist/service.ts";
import { createRealtime } from "./realtime/server.ts";

/** `publisher.idle()` lets tests wait for the pushes of what they did. */
export type BuiltApp = { app: App; ctx: AppContext; realtime: ReturnType<typeof createRealtime>; publisher: Publisher };

/** Builds the whole HTTP API (without listening), so tests can `inject` into exactly what production runs. */
/** `now`: the sign-in throttle's clock, which tests move instead of waiting. */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions["logger"] = false,
  now: () => number = Date.now,
): Promise<BuiltApp> {
  const app = Fastify({
    logger: withLogSafety(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // A longer path parameter (maxParamLength) matches no route: 404 { error }, never the parameter echoed back.
    routerOptions: { maxParamLength: 100 },
    // Malformed URLs (bad percent-encoding) answer 400 { error } without quoting the URL.
    frameworkErrors: answerFrameworkError,
    // Too long a URL or headers never reach Fastify: Node's parser fails, and this writes the answer, still { error }.
    clientErrorHandler: writeClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("auth", null);
  installErrorHandler(app);
  await installSecurityHeaders(app);

  const realtime = createRealtime();
  // Committed domain events become pushes here, and only here.
  const publisher = createPublisher({ db: database.db, realtime, log: app.log });
  setPublisher(database.db, publisher.publish);
  app.addHook("onClose", async () => {
    clearPublisher(database.db);
    publisher.close();
  });
  const sessions = createSessionCache<AuthContext>();
  // A session ended somewhere: forget verified tokens and close the sockets of ended sessions in this process.
  const stopListening = await database.listen("auth_changed", {
    message: (payload) => {
      sessions.invalidate();
      realtime.authChanged(payload);
    },
    up: () => {
      sessions.setListening(true);
      realtime.recheckAll();
    },
    down: () => sessions.setListening(false),
  });
  app.addHook("onClose", stopListening);
  const throttles = await createThrottles(config.signInThrottle, config.redisUrl, app.log, now);
  app.addHook("onClose", throttles.close);
  const ctx: AppContext = {
    db: database.db,
    config,
    tokens: createTokenService(config.jwtSecret),
    sessions,
    realtime,
    throttles,
    deviceCookies: createDeviceCookies(config.jwtSecret),
  };

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Sabong Live API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(
    async (api) => {
      // First, so no route's handler or SQL sees NUL or a lone surrogate (http/input-hygiene.ts).
      installInputHygiene(api);
      // The API's answers only: the web app's files come precompressed (http/static-files.ts).
      await installCompression(api);
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get(
        "/health",
        {
          schema: { tags: ["system"], response: { 200: z.object({ status: z.literal("ok"), database: z.string() }) } },
        },
        async () => {
          await database.db.execute("select 1");
          return { status: "ok" as const, database: database.kind };
        },
      );
      registerAuthRoutes(typed, ctx, [whitelistPolicy]);
      registerUserRoutes(typed, ctx);
      registerAnnouncementRoutes(typed, ctx);
      registerBettingRoutes(typed, ctx);
      registerDrawRoutes(typed, ctx);
      registerHierarchyRoutes(typed, ctx);
      registerAgentSummaryRoutes(typed, ctx);
      registerAdminUserRoutes(typed, ctx);
      registerWhitelistRoutes(typed, ctx);
      registerThrottleRoutes(typed, ctx);
      registerBackupRoutes(typed, ctx, database);
      registerWalletRoutes(typed, ctx);
      registerCashierRoutes(typed, ctx);
      registerLedgerRoutes(typed, ctx);
      registerDashboardRoutes(typed, ctx);
      registerAccountingRoutes(typed, ctx);
      registerAccountingExportRoutes(typed, ctx);
      registerReconciliationRoutes(typed, ctx);
      typed.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not found" }));
    },
    { prefix: "/api" },
  );

  // Always registered: public test-card media, no data; any install can check its video path with it.
  await registerDemoStreamRoutes(app);

  if (config.webDistDir) {
    await app.register(fastifyStatic, webAppStaticOptions(config.webDistDir));
    // The web app routes on the client: any other GET gets index.html.
    app.setNotFoundHandler((request, reply) => {
      // Client routes get index.html; a missing file (a path with an extension, e.g. an old asset) stays a 404.
      const pathname = request.url.split("?")[0] ?? "";
      const isClientRoute =
        !/\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith("/api") && !pathname.startsWith("/socket.io");
      if (request.method === "GET" && isClientRoute) {
        return reply.sendFile("index.html", path.resolve(config.webDistDir as string));
      }
      return reply.status(404).send({ error: "Not found" });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not found" }));
  }

  return { app, ctx, realtime, publisher };
}
