import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../shared/api/api-fetch';
import { showMessage } from '../../../shared/message/message-store';
import { useStandardErrorLogsQuery } from '../../../gql/graphql';
import { defaultRange, rangeProblem } from '../error-log-range';

/** Dziennik błędów (the container side of ErrorLogPanel): the worker and range being typed, the
 *  range asked, its rows, and the XLSX through the platform export. */
export function useErrorLog(defaultWorker: number) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const [initial] = useState(defaultRange);
  const [worker, setWorker] = useState(String(defaultWorker));
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [asked, setAsked] = useState({ numer_pracownika: defaultWorker, ...initial });
  const problem = rangeProblem(startDate, endDate);
  const workerNumber = Number(worker);
  const workerOk = Number.isInteger(workerNumber) && workerNumber > 0;
  const { data, loading } = useStandardErrorLogsQuery({ variables: { input: { ...asked, limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const list = data?.standardManufacturingErrorLogs;

  const exportXlsx = async () => {
    const q = new URLSearchParams({ numer_pracownika: String(asked.numer_pracownika), startDate: asked.startDate, endDate: asked.endDate, format: 'xlsx' });
    try {
      const response = await apiFetch(`/api/manufacturing/standard-manufacturing/error-logs/export?${q}`);
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `dziennik-bledow-${asked.numer_pracownika}-${asked.startDate}-${asked.endDate}.xlsx`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      showMessage({ message: s('messages.failed', { message: String(error) }), isError: true });
    }
  };

  return {
    worker,
    setWorker,
    startDate,
    setStartDate,
    endDate,
    setEndDate,
    problem,
    workerOk,
    canLoad: workerOk && problem === null && !!startDate && !!endDate,
    load: () => setAsked({ numer_pracownika: workerNumber, startDate, endDate }),
    rows: list?.items ?? [],
    totalCount: list ? list.totalCount : null,
    loading: loading && !list,
    exportXlsx,
  };
}

export type ErrorLogState = ReturnType<typeof useErrorLog>;
