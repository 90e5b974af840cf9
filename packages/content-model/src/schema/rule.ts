/**
 * A recording stand-in for Sanity's validation `Rule`: the schema writes
 * `validation: (rule) => rule.required().max(155)` exactly as for a real Studio, and the validator
 * replays the function against this recorder to learn the constraints.
 */
export type Constraint =
  | { kind: 'required' }
  | { kind: 'min'; value: number }
  | { kind: 'max'; value: number }
  | { kind: 'integer' }
  | { kind: 'uri'; schemes: string[] }
  | { kind: 'email' }
  | { kind: 'regex'; pattern: RegExp; name: string };

export class Rule {
  readonly constraints: Constraint[] = [];
  /** A rule marked `.warning()` informs the editor but never blocks (behaviour §5 "only warn"). */
  level: 'error' | 'warning' = 'error';

  required(): this {
    this.constraints.push({ kind: 'required' });
    return this;
  }

  min(value: number): this {
    this.constraints.push({ kind: 'min', value });
    return this;
  }

  max(value: number): this {
    this.constraints.push({ kind: 'max', value });
    return this;
  }

  integer(): this {
    this.constraints.push({ kind: 'integer' });
    return this;
  }

  uri(options: { scheme?: string[] } = {}): this {
    this.constraints.push({ kind: 'uri', schemes: options.scheme ?? ['http', 'https'] });
    return this;
  }

  email(): this {
    this.constraints.push({ kind: 'email' });
    return this;
  }

  regex(pattern: RegExp, name = pattern.source): this {
    this.constraints.push({ kind: 'regex', pattern, name });
    return this;
  }

  warning(): this {
    this.level = 'warning';
    return this;
  }

  error(): this {
    this.level = 'error';
    return this;
  }
}

export type ValidationBuilder = (rule: Rule) => Rule | Rule[];

/** Runs a schema's validation function and returns its blocking rules. */
export function recordRules(validation: ValidationBuilder | undefined): Rule[] {
  if (!validation) return [];
  const result = validation(new Rule());
  const rules = Array.isArray(result) ? result : [result];
  return rules.filter((rule) => rule.level === 'error');
}
