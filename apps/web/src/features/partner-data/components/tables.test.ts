import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/data.json';
import it_ from '../../../locales/it/data.json';
import {
  ACCOUNTS,
  CARDS,
  CLIENTS_BUSINESS,
  CLIENTS_INDIVIDUAL,
  INVOICES,
  TRANSACTIONS,
  filterFields,
  urlConfig,
  type TableConfig,
} from './tables';

const has = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue) !== undefined;

describe('the filter fields of the partner tables come from the list descriptors', () => {
  it('in the descriptor order, without the fixed type, labelled per screen', () => {
    const shape = <T>(t: TableConfig<T>) => filterFields(t).map((f) => [f.name, f.kind, f.label]);
    expect(shape(CLIENTS_INDIVIDUAL)).toEqual([
      ['email', 'text', 'filters.email'],
      ['clientId', 'text', 'filters.clientId'],
      ['firstName', 'text', 'filters.firstName'],
      ['lastName', 'text', 'filters.lastName'],
    ]);
    expect(shape(CLIENTS_BUSINESS).map(([name]) => name)).toEqual(['email', 'clientId', 'companyName', 'companyRegNumber']);
    expect(shape(ACCOUNTS)).toEqual([
      ['walletId', 'text', 'filters.accountNumber'],
      ['integration', 'text', 'filters.integration'],
      ['clientId', 'text', 'filters.clientId'],
      ['status', 'select', 'filters.status'],
    ]);
    expect(filterFields(CARDS).find((f) => f.name === 'status')).toMatchObject({ optionLabels: 'cardStatus' });
    expect(shape(TRANSACTIONS)[0]).toEqual(['walletId', 'text', 'filters.transactionAccount']);
    expect(filterFields(INVOICES)).toEqual([]);
  });

  it('keeps the filters in the URL state, and sub-tables without them', () => {
    expect(urlConfig(ACCOUNTS).filters.map((f) => f.name)).toEqual(['walletId', 'integration', 'clientId', 'status']);
    expect(urlConfig(TRANSACTIONS, { prefix: 'tx', take: 5, withFilters: false }).filters).toEqual([]);
  });

  it('every label and option label is in both catalogues', () => {
    const labels = <T>(t: TableConfig<T>) =>
      filterFields(t).flatMap((f) => [f.label, ...(f.options ?? []).map((o) => `${f.optionLabels}.${o}`)]);
    const keys = [
      ...labels(CLIENTS_INDIVIDUAL),
      ...labels(CLIENTS_BUSINESS),
      ...labels(ACCOUNTS),
      ...labels(CARDS),
      ...labels(TRANSACTIONS),
      ...labels(INVOICES),
    ];
    expect(keys.filter((k) => !has(en, k) || !has(it_, k))).toEqual([]);
  });
});
