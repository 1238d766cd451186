import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES } from '@portal/contract';
import { TableFooter } from '../../../components/ui/table-footer';
import type { ListState } from '../../../lib/list-state';

/** The pages and page size of a console list, with the console's texts. */
export function ConsoleTableFooter(o: { state: ListState; pages: number; setState: (s: Partial<ListState>) => void; navigation: string }) {
  const { t } = useTranslation('console');
  return (
    <TableFooter
      page={o.state.page}
      pageCount={o.pages}
      onPage={(page) => o.setState({ page })}
      pageSize={o.state.take}
      pageSizes={PAGE_SIZE_CHOICES}
      onPageSize={(take) => o.setState({ take })}
      labels={{
        totalPages: t('list.totalPages', { count: o.pages }),
        pageSize: t('list.pageSize'),
        navigation: o.navigation,
        first: t('list.first'),
        previous: t('list.previous'),
        next: t('list.next'),
        last: t('list.last'),
        page: (page) => t('list.page', { page }),
      }}
    />
  );
}
