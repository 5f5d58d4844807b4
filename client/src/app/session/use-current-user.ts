import { useMeQuery } from '../../gql/graphql';

/** The signed-in person as the server knows them (name, e-mail), for the shell to show. */
export function useCurrentUser() {
  return useMeQuery().data?.me;
}
