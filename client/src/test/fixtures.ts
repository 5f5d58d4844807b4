import { MeDocument } from '../gql/graphql';
import type { Role } from '../shared/session/role';
import type { MockLink } from '@apollo/client/testing';

/** The `me` reply for a signed-in user of a role (the header's profile dropdown asks for it). */
export function meMock(role: Role): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: String(role),
          email: `user${role}@example.com`,
          firstName: 'Jan',
          lastName: 'Kowalski',
          role,
          numer_pracownika: 100 + role,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
