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
import type { App, AppContext, ModulePlugin } from "./http/context.ts";
import { answerFrameworkError, installErrorHandler, writeClientError } from "./http/error-handler.ts";
import { installSecurityHeaders } from "./http/headers.ts";
import { createReadiness, type Readiness, registerHealthRoutes } from "./http/health.ts";
import { installInputHygiene } from "./http/input-hygiene.ts";
import { withLogSafety } from "./http/logging.ts";
import { installMetrics } from "./http/metrics.ts";
import { webAppStaticOptions } from "./http/static-files.ts";
import { accountingPlugin } from "./modules/accounting/plugin.ts";
import { accountsPlugin } from "./modules/accounts/plugin.ts";
import { agentSummaryPlugin } from "./modules/agent-summary/plugin.ts";
import { announcementsPlugin } from "./modules/announcements/plugin.ts";
import { type AuthModule, createAuthModule } from "./modules/auth/plugin.ts";
import { backupPlugin } from "./modules/backup/plugin.ts";
import { bettingPlugin } from "./modules/betting/plugin.ts";
import { cashRequestsPlugin } from "./modules/cash-requests/plugin.ts";
import { cashierPlugin } from "./modules/cashier/plugin.ts";
import { dashboardPlugin } from "./modules/dashboard/plugin.ts";
import { registerDemoStreamRoutes } from "./modules/demo-stream/plugin.ts";
import { hierarchyPlugin } from "./modules/hierarchy/plugin.ts";
import { historyPlugin } from "./modules/history/plugin.ts";
import { identityPlugin } from "./modules/identity/plugin.ts";
import { integrityPlugin } from "./modules/integrity/plugin.ts";
import { ledgerPlugin } from "./modules/ledger/plugin.ts";
import { noticesPlugin } from "./modules/notices/plugin.ts";
import { numberGamesPlugin } from "./modules/number-games/plugin.ts";
import { protectionPlugin } from "./modules/protection/plugin.ts";
import { walletPlugin } from "./modules/wallet/plugin.ts";
import { whitelistPlugin } from "./modules/whitelist/plugin.ts";
import { whitelistPolicy } from "./modules/whitelist/service.ts";
import { createRealtime } from "./realtime/server.ts";

/** The modules every push comes from (their plugin.ts), for tests that build a publisher of their own. */
export const PUSH_HANDLERS = [
  ledgerPlugin,
  bettingPlugin,
  numberGamesPlugin,
  announcementsPlugin,
  cashRequestsPlugin,
  noticesPlugin,
  integrityPlugin,
].flatMap((plugin) => plugin.pushes ?? []);

/**
 * The modules under /api, in registration order (auth and users come from the auth module: see buildApp). `now` is
 * the clock of the modules that take one (sign-in throttles, player protection), which tests move.
 */
function apiPlugins(auth: AuthModule, database: Database, now: () => number): ModulePlugin[] {
  return [
    auth.plugin,
    accountsPlugin(auth.registrationThrottle),
    announcementsPlugin,
    bettingPlugin,
    numberGamesPlugin,
    historyPlugin,
    hierarchyPlugin,
    agentSummaryPlugin,
    whitelistPlugin,
    backupPlugin(database),
    walletPlugin,
    cashierPlugin,
    cashRequestsPlugin,
    ledgerPlugin,
    dashboardPlugin,
    accountingPlugin,
    protectionPlugin(now),
    identityPlugin(now),
    noticesPlugin,
    integrityPlugin,
  ];
}

/**
 * `publisher.idle()` lets tests wait for the pushes of what they did; `auth.tokens` signs test tokens; main.ts marks
 * `readiness` ready and drains.
 */
export type BuiltApp = {
  app: App;
  ctx: AppContext;
  realtime: ReturnType<typeof createRealtime>;
  publisher: Publisher;
  auth: AuthModule;
  readiness: Readiness;
};

/** Fastify with the API's limits, zod compilers and error answers, before any route. */
function createFastify(config: Config, logger: FastifyServerOptions["logger"]): App {
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
  return app;
}

/** Committed domain events become pushes here, and only here. */
function startPublisher(app: App, database: Database, realtime: ReturnType<typeof createRealtime>): Publisher {
  const publisher = createPublisher({ db: database.db, realtime, log: app.log, handlers: PUSH_HANDLERS });
  setPublisher(database.db, publisher.publish);
  app.addHook("onClose", async () => {
    clearPublisher(database.db);
    publisher.close();
  });
  return publisher;
}

/** A session ended somewhere: forget verified tokens and close the sockets of ended sessions in this process. */
async function listenForEndedSessions(
  app: App,
  database: Database,
  auth: AuthModule,
  realtime: ReturnType<typeof createRealtime>,
): Promise<void> {
  const stopListening = await database.listen("auth_changed", {
    message: (payload) => {
      auth.verifier.sessionsEnded();
      realtime.authChanged(payload);
    },
    up: () => {
      auth.setListening(true);
      realtime.recheckAll();
    },
    down: () => auth.setListening(false),
  });
  app.addHook("onClose", stopListening);
}

async function registerApiDocs(app: App): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Sabong Live API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
}

type ApiParts = { ctx: AppContext; auth: AuthModule; readiness: Readiness; database: Database; now: () => number };

/** Everything under /api: hygiene, compression, health and the modules' routes. */
async function registerApi(app: App, { ctx, auth, readiness, database, now }: ApiParts): Promise<void> {
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
      registerHealthRoutes(typed, readiness, database);
      for (const plugin of apiPlugins(auth, database, now)) plugin.routes?.(typed, ctx);
      typed.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not found" }));
    },
    { prefix: "/api" },
  );
}

/** The built web app, when there is one; otherwise every unknown path is a 404 { error }. */
async function registerWebApp(app: App, webDistDir: string | undefined): Promise<void> {
  if (webDistDir) {
    await app.register(fastifyStatic, webAppStaticOptions(webDistDir));
    // The web app routes on the client: any other GET gets index.html.
    app.setNotFoundHandler((request, reply) => {
      // Client routes get index.html; a missing file (a path with an extension, e.g. an old asset) stays a 404.
      const pathname = request.url.split("?")[0] ?? "";
      const isClientRoute =
        !/\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith("/api") && !pathname.startsWith("/socket.io");
      if (request.method === "GET" && isClientRoute) {
        return reply.sendFile("index.html", path.resolve(webDistDir));
      }
      return reply.status(404).send({ error: "Not found" });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: "Not found" }));
  }
}

/** Builds the whole HTTP API (without listening), so tests can `inject` into exactly what production runs. */
/** `now`: the sign-in throttle's and player protection's clock, which tests move instead of waiting. */
export async function buildApp(
  config: Config,
  database: Database,
  logger: FastifyServerOptions["logger"] = false,
  now: () => number = Date.now,
): Promise<BuiltApp> {
  const app = createFastify(config, logger);
  await installSecurityHeaders(app);

  const realtime = createRealtime();
  const readiness = createReadiness();
  // Every route's requests are counted, and GET /metrics answers Prometheus (with METRICS_TOKEN only).
  installMetrics(app, { token: config.metricsToken, database, realtime });
  const publisher = startPublisher(app, database, realtime);
  const auth = await createAuthModule({ db: database.db, config, log: app.log, loginPolicies: [whitelistPolicy], now });
  app.addHook("onClose", auth.close);
  await listenForEndedSessions(app, database, auth, realtime);
  const ctx: AppContext = { db: database.db, config, verifier: auth.verifier, realtime };

  await registerApiDocs(app);
  await registerApi(app, { ctx, auth, readiness, database, now });

  // Always registered: public test-card media, no data; any install can check its video path with it.
  await registerDemoStreamRoutes(app);

  await registerWebApp(app, config.webDistDir);

  return { app, ctx, realtime, publisher, auth, readiness };
}
