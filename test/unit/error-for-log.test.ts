import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '../../src/http/plugins/error-handler.js';

describe('errorForLog', () => {
  it('keeps no message of a failed query whose connection broke, only the kind and code of the cause', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 while sending secret-value'), {
      code: 'ECONNREFUSED',
    });
    const logged = errorForLog(new DrizzleQueryError('insert into t values ($1)', ['secret-value'], cause));
    expect(JSON.stringify(logged)).not.toContain('secret-value');
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', database: { cause: 'Error', code: 'ECONNREFUSED' } });
  });

  it('finds a database error under another error, and drops the messages of both', () => {
    const postgres = Object.assign(new Error('value "secret-value" is out of range'), {
      code: '22003',
      severity: 'ERROR',
      detail: 'secret-value',
      where: 'secret-value',
      table: 'tasks',
    });
    const logged = errorForLog(new Error('could not save secret-value', { cause: postgres }));
    expect(JSON.stringify(logged)).not.toContain('secret-value');
    expect(logged).toMatchObject({
      type: 'Error',
      database: { code: '22003', class: 'data exception', table: 'tasks' },
    });
  });

  it('logs any other error as pino would, message and all', () => {
    const logged = errorForLog(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('TypeError: x is not a function');
  });
});
