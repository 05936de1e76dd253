import type { ESLint, Rule } from 'eslint';

export declare const caretakerRules: ESLint.Plugin & { rules: { 'module-tables': Rule.RuleModule } };
