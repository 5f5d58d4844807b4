import { minRole, PUBLIC, signedIn } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { seedUsers } from '../../../../seed/users.seeder.js';
import { apiKeysModule } from '../api-keys/index.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { LoginAttempt } from './login-attempt.entity.js';
import { createMailer } from './mailer.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';
import { userRoutes } from './user.routes.js';
import { UserService } from './user.service.js';
import { usersConfigSchema } from './users.config.js';

export interface UsersApi {
  users: UserService;
  auth: AuthService;
  accounts: AccountService;
}

/** People and their sessions: the users (admin), sign-in and tokens, registration, password reset. */
export const usersModule = defineModule({
  name: 'users',
  requires: [apiKeysModule],
  entities: [User, LoginAttempt, PasswordResetToken],
  config: usersConfigSchema,
  policies: {
    login: PUBLIC,
    logout: signedIn,
    // the page-render cookie: set for the caller's own sign-in; cleared for anyone (it only
    // expires a cookie of the browser that asks)
    pageSessionOpen: signedIn,
    pageSessionClose: PUBLIC,
    me: signedIn,
    userCheck: signedIn,
    authSettings: PUBLIC,
    register: PUBLIC,
    passwordResetRequest: PUBLIC,
    passwordResetConfirm: PUBLIC,
    userList: minRole(4),
    userCreate: minRole(4),
    userUpdate: minRole(4),
    userDelete: minRole(4),
    userResetPassword: minRole(4),
  },
  seed: seedUsers,
  setup({ config, platform, use }) {
    const apiKeys = use(apiKeysModule);
    const { config: core, audit: history, pubSub, logger } = platform;
    const auth = new AuthService(core, apiKeys, pubSub);
    const users = new UserService({ history, pubSub, bcryptCost: core.bcryptCost, dialect: core.database.kind });
    const accounts = new AccountService({ config: { ...config, bcryptCost: core.bcryptCost }, history, users, tokens: auth.tokens, mailer: createMailer(config.mail), logger });
    return {
      api: { users, auth, accounts } satisfies UsersApi,
      resolvers: [new AuthResolver(auth), new UserResolver(users), new AccountResolver(accounts)],
      routes: [...authRoutes(auth, { production: core.env === 'production' }), ...accountRoutes(accounts), ...userRoutes(users)],
      authenticate: (em, token, use) => auth.actorFromToken(em, token, use),
    };
  },
});
