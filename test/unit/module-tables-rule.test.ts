import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { caretakerRules } from '../../eslint-rules/module-tables.js';

// The lint rule that keeps each module's tables its own (eslint.config.js runs it on src/).

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = process.cwd();
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = caretakerRules.rules['module-tables'];

tester.run('caretaker/module-tables', rule, {
  valid: [
    { filename: at('src/modules/tasks/tasks.service.ts'), code: "import { tasks } from './tasks.tables.js';" },
    // A module's other functions are its public face.
    {
      filename: at('src/modules/tasks/tasks.service.ts'),
      code: "import { loadAccessibleProperty } from '../properties/properties.service.js';",
    },
    // Foreign keys: a tables file names the table it references.
    {
      filename: at('src/modules/tasks/tasks.tables.ts'),
      code: "import { properties } from '../properties/properties.tables.js';",
    },
    { filename: at('src/platform/jobs/queue.ts'), code: "import { jobs } from './jobs.tables.js';" },
    { filename: at('src/db/client.ts'), code: "import * as schema from './schema.js';" },
    {
      filename: at('src/cli/demo.ts'),
      code: "import { tasks } from '../modules/tasks/tasks.tables.js';",
      options: [{ allow: ['src/cli/demo.ts'] }],
    },
    // Outside src (tests read rows to check them) the rule does not apply.
    { filename: at('test/http/tasks.test.ts'), code: "import { tasks } from '../../src/db/schema.js';" },
  ],
  invalid: [
    {
      filename: at('src/modules/tasks/tasks.service.ts'),
      code: "import { properties } from '../properties/properties.tables.js';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: at('src/modules/workflows/engine.ts'),
      code: "import { jobs } from '../../platform/jobs/jobs.tables.js';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: at('src/http/v1/tasks.routes.ts'),
      code: "import { tasks } from '../../modules/tasks/tasks.tables.js';",
      errors: [{ messageId: 'foreignTables' }],
    },
    {
      filename: at('src/modules/tasks/tasks.service.ts'),
      code: "import { tasks } from '../../db/schema.js';",
      errors: [{ messageId: 'schema' }],
    },
    {
      filename: at('src/modules/audit/audit.service.ts'),
      code: "export { accounts } from '../accounts/accounts.tables.js';",
      errors: [{ messageId: 'foreignTables' }],
    },
  ],
});
