import { writeTemplate } from './template';

await writeTemplate(process.argv[2] ?? 'dist/pgdata-template.tgz');
