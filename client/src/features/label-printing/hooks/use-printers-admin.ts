import {
  useComputerListQuery,
  usePrinterCreateMutation,
  usePrinterDeleteMutation,
  usePrinterListQuery,
  usePrinterTestPrintMutation,
  usePrinterUpdateMutation,
  usePrintJobCancelMutation,
  usePrintJobConfirmMutation,
  usePrintJobListQuery,
  usePrintJobResendMutation,
  usePrintJobUpdatedSubscription,
  type PrinterCreateInput,
} from '../../../gql/graphql';
import { usePrintRequest } from './use-print-request';
import { useLiveRefetch } from '../../../shared/live/use-live-refetch';

/**
 * The data of Drukarki (admins): printers, computers, the recent jobs kept live, and what can be
 * done with them. Each action resolves when it is done and the lists are fresh, or throws the
 * server's error for the screen to show.
 */
export function usePrintersAdmin() {
  const printers = usePrinterListQuery({ fetchPolicy: 'cache-and-network' });
  const computers = useComputerListQuery({ fetchPolicy: 'cache-and-network' });
  const jobs = usePrintJobListQuery({ variables: { page: 1, limit: 25 }, fetchPolicy: 'cache-and-network' });
  const refetchJobs = useLiveRefetch(jobs);
  usePrintJobUpdatedSubscription({ onData: refetchJobs });
  const [create, creating] = usePrinterCreateMutation();
  const [update, updating] = usePrinterUpdateMutation();
  const [remove] = usePrinterDeleteMutation();
  const [resend] = usePrintJobResendMutation();
  const [cancel] = usePrintJobCancelMutation();
  const [confirm] = usePrintJobConfirmMutation();
  const [testPrint] = usePrinterTestPrintMutation();
  /** The test print, followed live like any print. */
  const testRequest = usePrintRequest();

  return {
    printers: printers.data?.printers ?? null,
    computers: computers.data?.computers ?? null,
    jobs: jobs.data?.printJobs.items ?? null,
    saving: creating.loading || updating.loading,
    testRequest,
    /** Creates (id null) or updates a printer, then reloads printers and computers. */
    savePrinter: async (id: number | null, input: PrinterCreateInput) => {
      if (id !== null) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      await Promise.all([printers.refetch(), computers.refetch()]);
    },
    deletePrinter: async (id: number) => {
      await remove({ variables: { id } });
      await printers.refetch();
    },
    resendJob: async (id: number) => {
      await resend({ variables: { id } });
      await jobs.refetch();
    },
    /** A job sent with its outcome unknown did print (a person checked the printer). */
    confirmJob: async (id: number) => {
      await confirm({ variables: { id } });
      await jobs.refetch();
    },
    cancelJob: async (id: number) => {
      await cancel({ variables: { id } });
      await jobs.refetch();
    },
    /** Queues a test print; answers its job id. */
    testPrint: async (id: number, operationId: string) => {
      const res = await testPrint({ variables: { id, operationId } });
      void jobs.refetch();
      return res.data?.printerTestPrint.jobId ?? null;
    },
  };
}

export type PrintersAdminApi = ReturnType<typeof usePrintersAdmin>;
