// Generated from the schemas of the portal routes (src/http/portal/*.routes.ts) by
// scripts/web-types.ts: run `npm run web:types` after changing one. Do not edit.

export interface paths {
  '/absences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              people: {
                account_id: number;
                name: string;
                work_days: number;
              }[];
              data: {
                id: number;
                account_id: number;
                day: string;
                kind: 'vacation' | 'sick' | 'other';
                half_day: boolean;
                note: string | null;
              }[];
              holidays: {
                day: string;
                name: string;
              }[];
              locked_days: string[];
              codes: {
                vacation: string;
                sick: string;
                other: string;
                holiday: string;
              };
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            account_id: number;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            kind: 'vacation' | 'sick' | 'other';
            half_day?: boolean;
            note?: string | null;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              days: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/absences/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              accounts: {
                id: number;
                name: string;
                email: string;
                /** @description The role’s id: a built-in key or `role_<n>`. */
                role: string;
                role_name: string;
                /** @description Only active accounts sign in and have working keys. */
                active: boolean;
                /** @description The properties the account is limited to, in ascending order (an empty list: none), or null: it sees every property of the tenant, also those added later. */
                property_ids: number[] | null;
                /** @description False until the person has used an invite link. */
                has_password: boolean;
                last_sign_in_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Active accounts that can sign in, against the seat limit. */
              seats: {
                used: number;
                limit: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            email: string;
            /** @description A built-in role (`admin`, `manager`, `worker`, `technical`) or a custom role’s id (`role_<n>`). */
            role: string;
            /** @description "all", or the ids of the properties the account may see. */
            properties?: 'all' | number[];
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /**
               * @example {
               *       "id": 31,
               *       "name": "Anna Berger",
               *       "email": "anna.berger@example.com",
               *       "role": "role_12",
               *       "role_name": "Shift lead",
               *       "active": true,
               *       "property_ids": [
               *         12,
               *         14
               *       ],
               *       "has_password": true,
               *       "last_sign_in_at": "2026-03-02T07:45:00.000Z",
               *       "created_at": "2026-03-01T08:00:00.000Z",
               *       "updated_at": "2026-03-01T08:00:00.000Z"
               *     }
               */
              account: {
                id: number;
                name: string;
                email: string;
                /** @description The role’s id: a built-in key or `role_<n>`. */
                role: string;
                role_name: string;
                /** @description Only active accounts sign in and have working keys. */
                active: boolean;
                /** @description The properties the account is limited to, in ascending order (an empty list: none), or null: it sees every property of the tenant, also those added later. */
                property_ids: number[] | null;
                /** @description False until the person has used an invite link. */
                has_password: boolean;
                last_sign_in_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              };
              /** @description Null for a technical account, which never signs in. */
              invite: {
                /** @description One-time link to the portal where the person sets a password; the previous link stops working. Hand it to the person only. */
                url: string;
                /**
                 * Format: date-time
                 * @description Seven days after it was made.
                 */
                expires_at: string;
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** @description A built-in role (`admin`, `manager`, `worker`, `technical`) or a custom role’s id (`role_<n>`). */
            role?: string;
            /** @description "all", or the ids of the properties the account may see. */
            properties?: 'all' | number[];
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              email: string;
              /** @description The role’s id: a built-in key or `role_<n>`. */
              role: string;
              role_name: string;
              /** @description Only active accounts sign in and have working keys. */
              active: boolean;
              /** @description The properties the account is limited to, in ascending order (an empty list: none), or null: it sees every property of the tenant, also those added later. */
              property_ids: number[] | null;
              /** @description False until the person has used an invite link. */
              has_password: boolean;
              last_sign_in_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/accounts/{id}/invite-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description One-time link to the portal where the person sets a password; the previous link stops working. Hand it to the person only. */
              url: string;
              /**
               * Format: date-time
               * @description Seven days after it was made.
               */
              expires_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/payroll-profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            personnel_number?: string | null;
            cost_centre?: string | null;
            weekly_target_minutes?: number;
            work_days?: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account_id: number;
              personnel_number: string | null;
              cost_centre: string | null;
              weekly_target_minutes: number;
              /** @description Monday = 1 … Sunday = 64; Monday to Friday: 31. */
              work_days: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                kind: 'browser' | 'device';
                browser: string | null;
                system: string | null;
                /** Format: date-time */
                signed_in_at: string;
                /** Format: date-time */
                last_used_at: string;
                /** @description The session of this very request. */
                current: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/{id}/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          sessionId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alert-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              patrol_round_missed: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              incident_severe: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              shift_open_long: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              webhook_failing: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              report_sending_failed: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            patrol_round_missed?: {
              enabled: boolean;
              email: boolean;
              escalate_after_minutes: number | null;
            };
            incident_severe?: {
              enabled: boolean;
              email: boolean;
              escalate_after_minutes: number | null;
            };
            shift_open_long?: {
              enabled: boolean;
              email: boolean;
              escalate_after_minutes: number | null;
            };
            webhook_failing?: {
              enabled: boolean;
              email: boolean;
              escalate_after_minutes: number | null;
            };
            report_sending_failed?: {
              enabled: boolean;
              email: boolean;
              escalate_after_minutes: number | null;
            };
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              patrol_round_missed: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              incident_severe: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              shift_open_long: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              webhook_failing: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
              report_sending_failed: {
                enabled: boolean;
                email: boolean;
                escalate_after_minutes: number | null;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alert-settings/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                property_id: number;
                property_name: string;
                /** @description The kinds this property handles its own way; the others follow the kind’s setting. */
                kinds: {
                  patrol_round_missed?: {
                    /** @description Raised for this property at all. */
                    enabled: boolean;
                    /** @description Also e-mailed; false: only in the portal’s alert list. */
                    email: boolean;
                  };
                  incident_severe?: {
                    /** @description Raised for this property at all. */
                    enabled: boolean;
                    /** @description Also e-mailed; false: only in the portal’s alert list. */
                    email: boolean;
                  };
                  shift_open_long?: {
                    /** @description Raised for this property at all. */
                    enabled: boolean;
                    /** @description Also e-mailed; false: only in the portal’s alert list. */
                    email: boolean;
                  };
                };
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alert-settings/properties/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            patrol_round_missed?: {
              /** @description Raised for this property at all. */
              enabled: boolean;
              /** @description Also e-mailed; false: only in the portal’s alert list. */
              email: boolean;
            } | null;
            incident_severe?: {
              /** @description Raised for this property at all. */
              enabled: boolean;
              /** @description Also e-mailed; false: only in the portal’s alert list. */
              email: boolean;
            } | null;
            shift_open_long?: {
              /** @description Raised for this property at all. */
              enabled: boolean;
              /** @description Also e-mailed; false: only in the portal’s alert list. */
              email: boolean;
            } | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              property_id: number;
              property_name: string;
              /** @description The kinds this property handles its own way; the others follow the kind’s setting. */
              kinds: {
                patrol_round_missed?: {
                  /** @description Raised for this property at all. */
                  enabled: boolean;
                  /** @description Also e-mailed; false: only in the portal’s alert list. */
                  email: boolean;
                };
                incident_severe?: {
                  /** @description Raised for this property at all. */
                  enabled: boolean;
                  /** @description Also e-mailed; false: only in the portal’s alert list. */
                  email: boolean;
                };
                shift_open_long?: {
                  /** @description Raised for this property at all. */
                  enabled: boolean;
                  /** @description Also e-mailed; false: only in the portal’s alert list. */
                  email: boolean;
                };
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          state?: 'open' | 'all';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                kind:
                  | 'patrol_round_missed'
                  | 'incident_severe'
                  | 'shift_open_long'
                  | 'webhook_failing'
                  | 'report_sending_failed';
                /** @description What happened, where: in the person’s language. */
                title: string;
                detail: string;
                property_id: number | null;
                subject: {
                  [key: string]: string | number | null;
                };
                /** Format: date-time */
                raised_at: string;
                notified_count: number;
                acknowledged_at: string | null;
                acknowledged_by: {
                  id: number;
                  name: string;
                } | null;
                note: string | null;
                escalated_at: string | null;
              }[];
              next_cursor: string | null;
              open_count: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/alerts/{id}/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            note?: string | null;
          };
        };
      };
      responses: {
        /** @description 204 */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              keys: {
                id: number;
                tenant_id: number;
                account_id: number;
                name: string;
                /** @description The first characters of the key, for recognising it. */
                prefix: string;
                scopes: string[];
                /** Format: date-time */
                created_at: string;
                last_used_at: string | null;
                revoked_at: string | null;
                status: 'active' | 'revoked';
                account: {
                  id: number;
                  name: string;
                };
                /** @description Null for keys the operator made. */
                created_by: {
                  id: number;
                  name: string;
                } | null;
                revoked_by: {
                  id: number;
                  name: string;
                } | null;
              }[];
              scopes: {
                scope: string;
                description: string;
                /** @description The portal permission a person needs to put this scope on a key; null for none beyond settings.edit. */
                permission:
                  | (
                      | 'settings.edit'
                      | 'accounts.manage'
                      | 'properties.edit'
                      | 'audit.view'
                      | 'time.manage'
                      | 'time.unlock'
                      | 'tasks.manage'
                      | 'incidents.manage'
                      | 'forms.manage'
                      | 'patrols.manage'
                      | 'material.manage'
                    )
                  | null;
              }[];
              /** @description The plan includes the REST API (STANDARD or better). */
              plan_ok: boolean;
              /** @description False once the licence has expired: keys can only read. */
              licence_active: boolean;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            scopes: (
              | 'properties:read'
              | 'properties:write'
              | 'tasks:read'
              | 'tasks:write'
              | 'incidents:read'
              | 'incidents:write'
              | 'form_responses:read'
              | 'material:read'
              | 'material:write'
              | 'roles:read'
              | 'roles:write'
              | 'accounts:read'
              | 'accounts:write'
              | 'form_templates:read'
              | 'form_templates:write'
              | 'workflows:read'
              | 'workflows:write'
              | 'patrols:read'
              | 'inspections:read'
              | 'webhooks:read'
              | 'webhooks:write'
            )[];
            account_id?: number;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              tenant_id: number;
              account_id: number;
              name: string;
              /** @description The first characters of the key, for recognising it. */
              prefix: string;
              scopes: string[];
              /** Format: date-time */
              created_at: string;
              last_used_at: string | null;
              revoked_at: string | null;
              status: 'active' | 'revoked';
              account: {
                id: number;
                name: string;
              };
              /** @description Null for keys the operator made. */
              created_by: {
                id: number;
                name: string;
              } | null;
              revoked_by: {
                id: number;
                name: string;
              } | null;
              /** @description The raw key: shown here once and never again. */
              key: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-keys/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              tenant_id: number;
              account_id: number;
              name: string;
              /** @description The first characters of the key, for recognising it. */
              prefix: string;
              scopes: string[];
              /** Format: date-time */
              created_at: string;
              last_used_at: string | null;
              revoked_at: string | null;
              status: 'active' | 'revoked';
              account: {
                id: number;
                name: string;
              };
              /** @description Null for keys the operator made. */
              created_by: {
                id: number;
                name: string;
              } | null;
              revoked_by: {
                id: number;
                name: string;
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          action?: string;
          actor?: number;
          cursor?: string;
          from?: string;
          group?:
            | 'accounts'
            | 'api_keys'
            | 'organisation'
            | 'clients'
            | 'working_time'
            | 'incidents'
            | 'forms'
            | 'patrols'
            | 'alerts'
            | 'workflows';
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: date-time */
                at: string;
                /** @description Null when the operator acted from the command line. */
                actor: {
                  id: number;
                  name: string;
                } | null;
                action: string;
                sentence: string;
                target_type: string;
                target_id: number | null;
                details: {
                  [key: string]: unknown;
                };
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-events/actors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-events/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          action?: string;
          actor?: number;
          from?: string;
          group?:
            | 'accounts'
            | 'api_keys'
            | 'organisation'
            | 'clients'
            | 'working_time'
            | 'incidents'
            | 'forms'
            | 'patrols'
            | 'alerts'
            | 'workflows';
          preset?: 'de' | 'en';
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/branding/default': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              preset: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              display_name: string;
              fallback: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              organisation_logo_url: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description #rrggbb; white text on it must reach a contrast of 4.5:1 (WCAG AA). */
            accent_color: string;
            address_lines?: string[];
            footer?: string;
            cover_page?: boolean;
            /** @description base64 of a PNG or JPEG of at most 2 MB; null removes the logo; absent keeps it. */
            logo?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              preset: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              display_name: string;
              fallback: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              organisation_logo_url: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              preset: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              display_name: string;
              fallback: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              organisation_logo_url: string | null;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/branding/default/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          archived?: boolean;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                address: {
                  street: string | null;
                  postal_code: string | null;
                  city: string | null;
                  country: string | null;
                };
                contact_name: string | null;
                contact_emails: string[];
                notes: string | null;
                archived: boolean;
                property_count: number;
                has_branding: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            address?: {
              street?: string | null;
              postal_code?: string | null;
              city?: string | null;
              country?: string | null;
            };
            contact_name?: string | null;
            /** @description At most 20; stored lower-cased, duplicates dropped. */
            contact_emails?: string[];
            notes?: string | null;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              address: {
                street: string | null;
                postal_code: string | null;
                city: string | null;
                country: string | null;
              };
              contact_name: string | null;
              contact_emails: string[];
              notes: string | null;
              archived: boolean;
              property_count: number;
              has_branding: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              address: {
                street: string | null;
                postal_code: string | null;
                city: string | null;
                country: string | null;
              };
              contact_name: string | null;
              contact_emails: string[];
              notes: string | null;
              archived: boolean;
              property_count: number;
              has_branding: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              properties: {
                id: number;
                name: string;
                city: string | null;
                archived: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            address?: {
              street?: string | null;
              postal_code?: string | null;
              city?: string | null;
              country?: string | null;
            };
            contact_name?: string | null;
            /** @description At most 20; stored lower-cased, duplicates dropped. */
            contact_emails?: string[];
            notes?: string | null;
            /** @description Archive instead of delete; false brings it back. */
            archived?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              address: {
                street: string | null;
                postal_code: string | null;
                city: string | null;
                country: string | null;
              };
              contact_name: string | null;
              contact_emails: string[];
              notes: string | null;
              archived: boolean;
              property_count: number;
              has_branding: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/clients/{id}/branding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              preset: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              display_name: string;
              fallback: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              organisation_logo_url: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description #rrggbb; white text on it must reach a contrast of 4.5:1 (WCAG AA). */
            accent_color: string;
            address_lines?: string[];
            footer?: string;
            cover_page?: boolean;
            /** @description base64 of a PNG or JPEG of at most 2 MB; null removes the logo; absent keeps it. */
            logo?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              preset: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              display_name: string;
              fallback: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              organisation_logo_url: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              preset: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              display_name: string;
              fallback: {
                /** @description null: the tenant default. */
                client_id: number | null;
                accent_color: string;
                address_lines: string[];
                footer: string;
                cover_page: boolean;
                logo: {
                  content_type: 'image/png' | 'image/jpeg';
                  byte_size: number;
                  url: string;
                } | null;
                /** Format: date-time */
                updated_at: string;
              } | null;
              organisation_logo_url: string | null;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}/branding/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              running: {
                shift_id: number;
                property_id: number;
                property_name: string;
                /** Format: date-time */
                started_at: string;
                break_started_at: string | null;
                break_minutes: number;
              } | null;
              today_minutes: number;
              week_minutes: number;
              time_zone: string;
              properties: {
                id: number;
                name: string;
                city: string | null;
                latitude: number | null;
                longitude: number | null;
              }[];
              /** @description The organisation keeps the phone’s location with a clock-in. */
              store_location: boolean;
              /** @description The working-time rules (ArbZG) the person’s last shift broke, while it ended in the last 12 hours: daily_max (§3), breaks and stretch (§4), rest (§5). Empty when the organisation switched the warnings off. */
              last_shift_rules: {
                rule: 'daily_max' | 'breaks' | 'stretch' | 'rest';
                /** Format: date */
                day: string;
                actual_minutes: number;
                limit_minutes: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clock/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid: string;
            kind: 'start' | 'pause' | 'resume' | 'end';
            /** Format: date-time */
            device_at: string;
            /** Format: date-time */
            sent_at?: string;
            property_id?: number;
            note?: string | null;
            latitude?: number;
            longitude?: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The shift the tap belongs to; null while the start of its shift has not arrived. */
              shift_id: number | null;
              applied: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/datev-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Beraternummer: 1 to 7 digits; null while not set. */
              consultant_number: string | null;
              /** @description Mandantennummer: 1 to 5 digits; null while not set. */
              client_number: string | null;
              /** @description Lohnarten, the organisation’s own numbers (1 to 4 digits); null: not mapped. */
              wage_types: {
                regular: string | null;
                absences: {
                  vacation: string | null;
                  sick: string | null;
                  other: string | null;
                };
                /** @description Surcharge hours of the kinds the organisation counts; left out when saving: kept as they are. */
                surcharges?: {
                  night: string | null;
                  sunday: string | null;
                  holiday: string | null;
                };
                /** @description Regular hours of people in these cost centres go to these wage types instead. */
                cost_centres: {
                  [key: string]: string;
                };
              };
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Beraternummer: 1 to 7 digits; null while not set. */
            consultant_number: string | null;
            /** @description Mandantennummer: 1 to 5 digits; null while not set. */
            client_number: string | null;
            /** @description Lohnarten, the organisation’s own numbers (1 to 4 digits); null: not mapped. */
            wage_types: {
              regular: string | null;
              absences: {
                vacation: string | null;
                sick: string | null;
                other: string | null;
              };
              /** @description Surcharge hours of the kinds the organisation counts; left out when saving: kept as they are. */
              surcharges?: {
                night: string | null;
                sunday: string | null;
                holiday: string | null;
              };
              /** @description Regular hours of people in these cost centres go to these wage types instead. */
              cost_centres: {
                [key: string]: string;
              };
            };
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Beraternummer: 1 to 7 digits; null while not set. */
              consultant_number: string | null;
              /** @description Mandantennummer: 1 to 5 digits; null while not set. */
              client_number: string | null;
              /** @description Lohnarten, the organisation’s own numbers (1 to 4 digits); null: not mapped. */
              wage_types: {
                regular: string | null;
                absences: {
                  vacation: string | null;
                  sick: string | null;
                  other: string | null;
                };
                /** @description Surcharge hours of the kinds the organisation counts; left out when saving: kept as they are. */
                surcharges?: {
                  night: string | null;
                  sunday: string | null;
                  holiday: string | null;
                };
                /** @description Regular hours of people in these cost centres go to these wage types instead. */
                cost_centres: {
                  [key: string]: string;
                };
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/exports/datev': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            format: 'lodas' | 'lug';
            lock?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: date-time */
              created_at: string;
              actor: {
                id: number;
                name: string;
              } | null;
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              layout: 'matrix' | 'detail';
              preset: 'de' | 'en';
              hours: 'decimal' | 'hmm';
              properties:
                | {
                    id: number;
                    name: string;
                  }[]
                | null;
              people:
                | {
                    id: number;
                    name: string;
                  }[]
                | null;
              file_name: string;
              byte_size: number;
              marked_exported: boolean;
              /** Format: date-time */
              expires_at: string;
              format: 'csv' | 'datev_lodas' | 'datev_lug';
              download_url: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/exports/working-times': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          from: string;
          hours?: 'decimal' | 'hmm';
          layout?: 'matrix' | 'detail';
          people?: string;
          preset?: 'de' | 'en';
          properties?: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            layout?: 'matrix' | 'detail';
            preset?: 'de' | 'en';
            hours?: 'decimal' | 'hmm';
            properties?: number[];
            people?: number[];
            mark_exported?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: date-time */
              created_at: string;
              actor: {
                id: number;
                name: string;
              } | null;
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              layout: 'matrix' | 'detail';
              preset: 'de' | 'en';
              hours: 'decimal' | 'hmm';
              properties:
                | {
                    id: number;
                    name: string;
                  }[]
                | null;
              people:
                | {
                    id: number;
                    name: string;
                  }[]
                | null;
              file_name: string;
              byte_size: number;
              marked_exported: boolean;
              /** Format: date-time */
              expires_at: string;
              format: 'csv' | 'datev_lodas' | 'datev_lug';
              download_url: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/exports/working-times/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: date-time */
                created_at: string;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                layout: 'matrix' | 'detail';
                preset: 'de' | 'en';
                hours: 'decimal' | 'hmm';
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                people:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                file_name: string;
                byte_size: number;
                marked_exported: boolean;
                /** Format: date-time */
                expires_at: string;
                format: 'csv' | 'datev_lodas' | 'datev_lug';
                download_url: string | null;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/exports/working-times/history/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              properties: {
                id: number;
                name: string;
                city: string | null;
                /** @description The forms offered here, by name. */
                template_ids: number[];
              }[];
              templates: {
                id: number;
                name: string;
                description: string | null;
                version: number;
                fields: {
                  id: string;
                  type:
                    | 'text'
                    | 'number'
                    | 'checkbox'
                    | 'single_choice'
                    | 'multiple_choice'
                    | 'date'
                    | 'time'
                    | 'photo'
                    | 'signature'
                    | 'rating';
                  label: string;
                  required: boolean;
                  options?: string[];
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/forms/drafts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: uuid */
                uuid: string;
                template_id: number;
                template_version: number;
                property_id: number;
                status: 'draft' | 'submitted';
                /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
                answers: {
                  [key: string]: string | number | boolean | (string | number)[] | null;
                };
                submitted_at: string | null;
                /** Format: date-time */
                updated_at: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/forms/drafts/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              template_id: number;
              template_version: number;
              property_id: number;
              status: 'draft' | 'submitted';
              /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
              answers: {
                [key: string]: string | number | boolean | (string | number)[] | null;
              };
              submitted_at: string | null;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            template_id: number;
            /** @description The version whose fields the phone showed. */
            template_version: number;
            property_id: number;
            /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
            answers: {
              [key: string]: string | number | boolean | (string | number)[] | null;
            };
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              template_id: number;
              template_version: number;
              property_id: number;
              status: 'draft' | 'submitted';
              /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
              answers: {
                [key: string]: string | number | boolean | (string | number)[] | null;
              };
              submitted_at: string | null;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              template_id: number;
              template_version: number;
              property_id: number;
              status: 'draft' | 'submitted';
              /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
              answers: {
                [key: string]: string | number | boolean | (string | number)[] | null;
              };
              submitted_at: string | null;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/forms/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The draft’s uuid, made on the phone.
             */
            uuid: string;
            template_id: number;
            /** @description The version whose fields the phone showed. */
            template_version: number;
            property_id: number;
            /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
            answers: {
              [key: string]: string | number | boolean | (string | number)[] | null;
            };
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              template_id: number;
              template_version: number;
              property_id: number;
              status: 'draft' | 'submitted';
              /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
              answers: {
                [key: string]: string | number | boolean | (string | number)[] | null;
              };
              submitted_at: string | null;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              template_id: number;
              template_version: number;
              property_id: number;
              status: 'draft' | 'submitted';
              /** @description By field id: text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of stored file ids; null or left out: not answered. */
              answers: {
                [key: string]: string | number | boolean | (string | number)[] | null;
              };
              submitted_at: string | null;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The phone’s id for this report: sending it again creates nothing more.
             */
            uuid: string;
            title: string;
            property_id: number;
            description?: string | null;
            /** @description low, medium, high or critical. */
            severity: 'low' | 'medium' | 'high' | 'critical';
            location?: string | null;
            /**
             * Format: date-time
             * @description When it happened or was noticed; defaults to now. From 1970 to at most one day ahead of the server’s clock (422 otherwise).
             */
            occurred_at?: string;
            /** @description Photos uploaded before (POST /portal/api/files/photos), in order. */
            photo_file_ids?: number[];
            /**
             * Format: uuid
             * @description The person’s round at the property this was seen on.
             */
            patrol_round_uuid?: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description False when this uuid was reported before (a replay). */
              created: boolean;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description False when this uuid was reported before (a replay). */
              created: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/material/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          active?: boolean;
          category?: string;
          cursor?: string;
          pageSize?: number;
          sku?: string;
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                sku: string;
                unit: string;
                category: string | null;
                min_stock: number;
                /** @description Inactive items take no receipts and no transfers to properties; stock already there can still be requested, delivered, moved back, consumed or corrected. */
                active: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/material/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          pageSize?: number;
          property_id?: number;
          status?: 'requested' | 'approved' | 'rejected' | 'delivered';
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: uuid */
                uuid: string;
                property_id: number;
                /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
                status: 'requested' | 'approved' | 'rejected' | 'delivered';
                note: string | null;
                /** @description What is asked for, one line per item, in the order given. */
                lines: {
                  item_id: number;
                  quantity: number;
                }[];
                /** @description Who asked. */
                requested_by_account_id: number | null;
                /** @description Who approved or rejected it. */
                decided_by_account_id: number | null;
                /** @description When it was approved or rejected. */
                decided_at: string | null;
                /** @description Who delivered it. */
                delivered_by_account_id: number | null;
                /** @description When it was delivered. */
                delivered_at: string | null;
                /** @description Who confirmed at the property that the delivery arrived (field app). */
                received_by_account_id: number | null;
                /** @description When the delivery was confirmed at the property. */
                received_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description Your id for this request. Same uuid and payload again: 200 with the existing request; same uuid, other payload: 409 uuid_conflict.
             */
            uuid?: string;
            property_id: number;
            note?: string | null;
            /** @description Each item at most once. */
            lines: {
              item_id: number;
              /** @description How much, in the item’s unit. */
              quantity: number;
            }[];
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              property_id: number;
              /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
              status: 'requested' | 'approved' | 'rejected' | 'delivered';
              note: string | null;
              /** @description What is asked for, one line per item, in the order given. */
              lines: {
                item_id: number;
                quantity: number;
              }[];
              /** @description Who asked. */
              requested_by_account_id: number | null;
              /** @description Who approved or rejected it. */
              decided_by_account_id: number | null;
              /** @description When it was approved or rejected. */
              decided_at: string | null;
              /** @description Who delivered it. */
              delivered_by_account_id: number | null;
              /** @description When it was delivered. */
              delivered_at: string | null;
              /** @description Who confirmed at the property that the delivery arrived (field app). */
              received_by_account_id: number | null;
              /** @description When the delivery was confirmed at the property. */
              received_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              property_id: number;
              /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
              status: 'requested' | 'approved' | 'rejected' | 'delivered';
              note: string | null;
              /** @description What is asked for, one line per item, in the order given. */
              lines: {
                item_id: number;
                quantity: number;
              }[];
              /** @description Who asked. */
              requested_by_account_id: number | null;
              /** @description Who approved or rejected it. */
              decided_by_account_id: number | null;
              /** @description When it was approved or rejected. */
              decided_at: string | null;
              /** @description Who delivered it. */
              delivered_by_account_id: number | null;
              /** @description When it was delivered. */
              delivered_at: string | null;
              /** @description Who confirmed at the property that the delivery arrived (field app). */
              received_by_account_id: number | null;
              /** @description When the delivery was confirmed at the property. */
              received_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/material/requests/{id}/received': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              property_id: number;
              /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
              status: 'requested' | 'approved' | 'rejected' | 'delivered';
              note: string | null;
              /** @description What is asked for, one line per item, in the order given. */
              lines: {
                item_id: number;
                quantity: number;
              }[];
              /** @description Who asked. */
              requested_by_account_id: number | null;
              /** @description Who approved or rejected it. */
              decided_by_account_id: number | null;
              /** @description When it was approved or rejected. */
              decided_at: string | null;
              /** @description Who delivered it. */
              delivered_by_account_id: number | null;
              /** @description When it was delivered. */
              delivered_at: string | null;
              /** @description Who confirmed at the property that the delivery arrived (field app). */
              received_by_account_id: number | null;
              /** @description When the delivery was confirmed at the property. */
              received_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/patrols': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              routes: {
                id: number;
                name: string;
                property_id: number;
                property_name: string;
                checkpoints: {
                  id: number;
                  position: number;
                  name: string;
                  location_hint: string | null;
                  instructions: string | null;
                }[];
              }[];
              occurrences: {
                schedule_id: number;
                route_id: number;
                /** Format: date-time */
                planned_start: string;
                /** Format: date-time */
                window_end: string;
                /** Format: date-time */
                late_after: string;
                taken: boolean;
              }[];
              open_rounds: {
                /** Format: uuid */
                uuid: string;
                route_id: number;
                property_id: number;
                schedule_id: number | null;
                planned_start: string | null;
                status: 'in_progress' | 'ended';
                /** Format: date-time */
                started_at: string;
                ended_at: string | null;
                scanned_checkpoint_ids: number[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/patrols/rounds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The phone’s id: sending it again changes nothing.
             */
            uuid: string;
            route_id: number;
            schedule_id?: number;
            /** Format: date-time */
            planned_start?: string;
            /**
             * Format: date-time
             * @description The phone’s time of the tap.
             */
            started_at?: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              route_id: number;
              property_id: number;
              schedule_id: number | null;
              planned_start: string | null;
              status: 'in_progress' | 'ended';
              /** Format: date-time */
              started_at: string;
              ended_at: string | null;
              scanned_checkpoint_ids: number[];
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              route_id: number;
              property_id: number;
              schedule_id: number | null;
              planned_start: string | null;
              status: 'in_progress' | 'ended';
              /** Format: date-time */
              started_at: string;
              ended_at: string | null;
              scanned_checkpoint_ids: number[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/patrols/rounds/{uuid}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: date-time
             * @description The phone’s time of the tap.
             */
            ended_at?: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              route_id: number;
              property_id: number;
              schedule_id: number | null;
              planned_start: string | null;
              status: 'in_progress' | 'ended';
              /** Format: date-time */
              started_at: string;
              ended_at: string | null;
              scanned_checkpoint_ids: number[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/patrols/rounds/{uuid}/scans': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The phone’s id: sending it again changes nothing.
             */
            uuid: string;
            /** @description The code as read (the QR code’s whole text, the NFC tag’s serial number) or typed. */
            code: string;
            method: 'qr' | 'nfc' | 'manual';
            /**
             * Format: date-time
             * @description The phone’s time of the scan; a time more than 5 minutes after receipt is taken as the receipt time.
             */
            scanned_at?: string;
            note?: string;
            photo_file_id?: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              checkpoint_id: number;
              checkpoint_name: string;
              recorded: boolean;
              round: {
                /** Format: uuid */
                uuid: string;
                route_id: number;
                property_id: number;
                schedule_id: number | null;
                planned_start: string | null;
                status: 'in_progress' | 'ended';
                /** Format: date-time */
                started_at: string;
                ended_at: string | null;
                scanned_checkpoint_ids: number[];
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /**
               * Format: date
               * @description Today in the organisation’s time zone.
               */
              today: string;
              overdue: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              }[];
              due_today: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              }[];
              upcoming: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/tasks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              title: string;
              description: string | null;
              property_id: number;
              property_name: string;
              /** Format: date */
              due_date: string;
              /** @description open → in_progress → done, or cancelled. */
              status: 'open' | 'in_progress' | 'done' | 'cancelled';
              assigned_to_me: boolean;
              completed_at: string | null;
              completion_note: string | null;
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              reference_photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              plan: {
                area: string;
                /** Format: date */
                occurrence_date: string;
                window_starts_at: string | null;
                window_ends_at: string | null;
                /** @description HH:MM in the organisation’s zone. */
                window_start: string | null;
                /** @description HH:MM in the organisation’s zone. */
                window_end: string | null;
              } | null;
              checklist:
                | {
                    item: string;
                    result: 'ok' | 'failed' | null;
                    note: string | null;
                    photos: {
                      /** @description The stored file. */
                      id: number;
                      /** @description The photo, 1,600 px on its longer side. */
                      url: string;
                      /** @description A 400-px thumbnail. */
                      thumbnail_url: string;
                    }[];
                  }[]
                | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/tasks/{id}/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The phone’s id for this tap: sending it again changes nothing.
             */
            uuid: string;
            results: {
              /** @description The item’s position in the checklist. */
              index: number;
              result: 'ok' | 'failed';
              note?: string | null;
              photo_file_ids?: number[];
            }[];
            /** @description True: the occurrence is done with these results. */
            complete?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              };
              /** @description False when this uuid was applied before (a replay). */
              applied: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/tasks/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The phone’s id for this tap: sending it again changes nothing.
             */
            uuid: string;
            note?: string | null;
            photo_file_ids?: number[];
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              };
              /** @description False when this uuid was applied before (a replay). */
              applied: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/tasks/{id}/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description The phone’s id for this tap: sending it again changes nothing.
             */
            uuid: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              };
              /** @description False when this uuid was applied before (a replay). */
              applied: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/field/today': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /**
               * Format: date
               * @description Today in the organisation’s time zone.
               */
              today: string;
              /** @description Today’s plan occurrences, by window start. */
              occurrences: {
                id: number;
                title: string;
                description: string | null;
                property_id: number;
                property_name: string;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                assigned_to_me: boolean;
                completed_at: string | null;
                completion_note: string | null;
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
                plan: {
                  area: string;
                  /** Format: date */
                  occurrence_date: string;
                  window_starts_at: string | null;
                  window_ends_at: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_start: string | null;
                  /** @description HH:MM in the organisation’s zone. */
                  window_end: string | null;
                } | null;
                checklist:
                  | {
                      item: string;
                      result: 'ok' | 'failed' | null;
                      note: string | null;
                      photos: {
                        /** @description The stored file. */
                        id: number;
                        /** @description The photo, 1,600 px on its longer side. */
                        url: string;
                        /** @description A 400-px thumbnail. */
                        thumbnail_url: string;
                      }[];
                    }[]
                  | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @constant */
              content_type: 'image/jpeg';
              byte_size: number;
              width: number;
              height: number;
              /** @description /portal/api/files/<id>: the photo, at most 1,600 px on its longest side. */
              url: string;
              /** @description /portal/api/files/<id>/thumbnail: at most 400 px. */
              thumbnail_url: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          pageSize?: number;
          property_id?: number;
          status?: 'draft' | 'submitted';
          submitted_by?: number;
          submitted_from?: string;
          submitted_to?: string;
          template_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                status: 'draft' | 'submitted';
                template: {
                  id: number;
                  name: string;
                  version: number;
                };
                property: {
                  id: number;
                  name: string;
                };
                submitted_at: string | null;
                submitted_by: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description Photos attached in photo fields; signatures are not counted. */
                photo_count: number;
                /** @description Signatures given. */
                signature_count: number;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-responses/submitters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Everyone who submitted a response the person sees, by name. */
              data: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-responses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              status: 'draft' | 'submitted';
              template: {
                id: number;
                name: string;
                version: number;
              };
              property: {
                id: number;
                name: string;
              };
              submitted_at: string | null;
              submitted_by: {
                id: number;
                name: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              /** @description The template’s version today. */
              current_version: number;
              /** @description One per field of the version it was filled with, in the template’s order. */
              answers: {
                field_id: string;
                label: string;
                type:
                  | 'text'
                  | 'number'
                  | 'checkbox'
                  | 'single_choice'
                  | 'multiple_choice'
                  | 'date'
                  | 'time'
                  | 'photo'
                  | 'signature'
                  | 'rating';
                required: boolean;
                options?: string[];
                value: string | number | boolean | (string | number)[] | null;
              }[];
              photos: {
                id: number;
                field_id: string;
                content_type: string;
                /** @description The picture, on this site. */
                url: string;
                /** @description A small picture for lists, on this site. */
                thumbnail_url: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          active?: boolean;
          cursor?: string;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @description The uuid sent at creation, or null. */
                uuid: string | null;
                name: string;
                description: string | null;
                /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
                version: number;
                /** @description The fields of the current version, in order. */
                fields: {
                  /** @description Machine id, stable across versions. */
                  id: string;
                  /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                  type:
                    | 'text'
                    | 'number'
                    | 'checkbox'
                    | 'single_choice'
                    | 'multiple_choice'
                    | 'date'
                    | 'time'
                    | 'photo'
                    | 'signature'
                    | 'rating';
                  label: string;
                  required: boolean;
                  /** @description Only on `single_choice` and `multiple_choice` fields. */
                  options?: string[];
                }[];
                /** @description The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those. */
                property_ids: number[] | null;
                /** @description false: retired, kept with its versions and responses. There is no DELETE: deactivate instead. */
                active: boolean;
                /** @description Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null. */
                catalog_key: string | null;
                /** Format: date-time */
                created_at: string;
                /**
                 * Format: date-time
                 * @description Changes with any change, including a new version.
                 */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            description?: string | null;
            /** @description 1 to 100 fields, in the order the app shows them. Every rule is checked field by field; each violation is reported with a pointer such as `/fields/3/options/1`. */
            fields: ({
              /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
              id: string;
              /** @description What the field asks, as shown in the app. */
              label: string;
              /** @description Must be answered before the response can be submitted. Default false. */
              required?: boolean;
              /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
              type:
                | 'text'
                | 'number'
                | 'checkbox'
                | 'single_choice'
                | 'multiple_choice'
                | 'date'
                | 'time'
                | 'photo'
                | 'signature'
                | 'rating';
              /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
              options?: string[];
            } & (
              | {
                  /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                  id: string;
                  /** @description What the field asks, as shown in the app. */
                  label: string;
                  /** @description Must be answered before the response can be submitted. Default false. */
                  required?: boolean;
                  /**
                   * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                   * @enum {string}
                   */
                  type: 'single_choice' | 'multiple_choice';
                  /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
                  options: string[];
                }
              | {
                  /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                  id: string;
                  /** @description What the field asks, as shown in the app. */
                  label: string;
                  /** @description Must be answered before the response can be submitted. Default false. */
                  required?: boolean;
                  /**
                   * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                   * @enum {string}
                   */
                  type: 'text' | 'number' | 'checkbox' | 'date' | 'time' | 'photo' | 'signature' | 'rating';
                }
            ))[];
            /** @description The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). Left out: every property. Each id must be a property the key’s account sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once. */
            property_ids?: number[] | null;
            /** @description Default true. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description The uuid sent at creation, or null. */
              uuid: string | null;
              name: string;
              description: string | null;
              /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
              version: number;
              /** @description The fields of the current version, in order. */
              fields: {
                /** @description Machine id, stable across versions. */
                id: string;
                /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                type:
                  | 'text'
                  | 'number'
                  | 'checkbox'
                  | 'single_choice'
                  | 'multiple_choice'
                  | 'date'
                  | 'time'
                  | 'photo'
                  | 'signature'
                  | 'rating';
                label: string;
                required: boolean;
                /** @description Only on `single_choice` and `multiple_choice` fields. */
                options?: string[];
              }[];
              /** @description The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those. */
              property_ids: number[] | null;
              /** @description false: retired, kept with its versions and responses. There is no DELETE: deactivate instead. */
              active: boolean;
              /** @description Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null. */
              catalog_key: string | null;
              /** Format: date-time */
              created_at: string;
              /**
               * Format: date-time
               * @description Changes with any change, including a new version.
               */
              updated_at: string;
              /** @description Whether the person may change it: they see every property it is offered at. */
              editable: boolean;
              /** @description Field ids of every version: a new field takes another id. */
              used_field_ids: string[];
              /** @description Newest first. */
              versions: {
                version: number;
                /** Format: date-time */
                created_at: string;
                field_count: number;
                current: boolean;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-templates/catalog': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description Stable id of the entry; name it in `keys` to import it. */
                key: string;
                /** @description The name, in English (`en`) and German (`de`). */
                name: {
                  en: string;
                  de: string;
                };
                /** @description The description, in English (`en`) and German (`de`). */
                description: {
                  en: string;
                  de: string;
                };
                fields: {
                  id: string;
                  /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                  type:
                    | 'text'
                    | 'number'
                    | 'checkbox'
                    | 'single_choice'
                    | 'multiple_choice'
                    | 'date'
                    | 'time'
                    | 'photo'
                    | 'signature'
                    | 'rating';
                  /** @description The label, in English (`en`) and German (`de`). */
                  label: {
                    en: string;
                    de: string;
                  };
                  required: boolean;
                  options?: {
                    en: string;
                    de: string;
                  }[];
                }[];
                /** @description The tenant’s template imported from this entry, or null while it has not been imported. */
                template_id: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-templates/catalog-import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The language the imported templates take their texts in: `en` or `de`. */
            language: 'en' | 'de';
            /** @description Catalogue entries to import, by `key`, each once. */
            keys?: (
              | 'cleaning_quality_check'
              | 'security_patrol'
              | 'defect_report'
              | 'handover_protocol'
              | 'winter_service_log'
              | 'playground_inspection'
              | 'key_handover'
              | 'stairwell_cleaning'
              | 'bin_area_check'
              | 'meter_reading'
            )[];
            /** @description Your own templates in the catalogue’s shape; each becomes a template with `catalog_key` `document:<key>`. */
            documents?: {
              /** @description Your stable name for the document (like a field id). A tenant holds one template per key: importing the same key again returns that template. */
              key: string;
              /** @description The name, in English (`en`) and German (`de`). */
              name: {
                en: string;
                de: string;
              };
              /** @description The description, in English (`en`) and German (`de`). */
              description?: {
                en: string;
                de: string;
              };
              /** @description 1 to 100 fields; the same rules as for `POST /form-templates`, checked in both languages. */
              fields: ({
                /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                id: string;
                /** @description The label, in English (`en`) and German (`de`). */
                label: {
                  /** @description What the field asks, as shown in the app. */
                  en: string;
                  /** @description What the field asks, as shown in the app. */
                  de: string;
                };
                /** @description Must be answered before the response can be submitted. Default false. */
                required?: boolean;
                /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                type:
                  | 'text'
                  | 'number'
                  | 'checkbox'
                  | 'single_choice'
                  | 'multiple_choice'
                  | 'date'
                  | 'time'
                  | 'photo'
                  | 'signature'
                  | 'rating';
                /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
                options?: {
                  en: string;
                  de: string;
                }[];
              } & (
                | {
                    /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                    id: string;
                    /** @description The label, in English (`en`) and German (`de`). */
                    label: {
                      /** @description What the field asks, as shown in the app. */
                      en: string;
                      /** @description What the field asks, as shown in the app. */
                      de: string;
                    };
                    /** @description Must be answered before the response can be submitted. Default false. */
                    required?: boolean;
                    /**
                     * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                     * @enum {string}
                     */
                    type: 'single_choice' | 'multiple_choice';
                    /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
                    options: {
                      en: string;
                      de: string;
                    }[];
                  }
                | {
                    /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                    id: string;
                    /** @description The label, in English (`en`) and German (`de`). */
                    label: {
                      /** @description What the field asks, as shown in the app. */
                      en: string;
                      /** @description What the field asks, as shown in the app. */
                      de: string;
                    };
                    /** @description Must be answered before the response can be submitted. Default false. */
                    required?: boolean;
                    /**
                     * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                     * @enum {string}
                     */
                    type: 'text' | 'number' | 'checkbox' | 'date' | 'time' | 'photo' | 'signature' | 'rating';
                  }
              ))[];
            }[];
            /** @description The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). Left out: every property. It applies to the templates this call creates. Each id must be a property the key’s account sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once. */
            property_ids?: number[] | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description One entry per key and document, in the order sent (keys first). */
              data: {
                /** @description `catalog` for an entry named in `keys`, `document` for one of `documents`. */
                source: 'catalog' | 'document';
                key: string;
                /** @description `created` by this call, or `existing`: the tenant already had a template from this key, which is returned unchanged. */
                status: 'created' | 'existing';
                /**
                 * @example {
                 *       "id": 4,
                 *       "uuid": "0b5e7c1d-2f3a-4b6c-8d9e-1f2a3b4c5d6e",
                 *       "name": "Cleaning quality check",
                 *       "description": "Weekly check of the cleaning result.",
                 *       "version": 2,
                 *       "fields": [
                 *         {
                 *           "id": "entrance_clean",
                 *           "type": "checkbox",
                 *           "label": "Entrance area clean",
                 *           "required": true
                 *         },
                 *         {
                 *           "id": "areas_checked",
                 *           "type": "multiple_choice",
                 *           "label": "Areas checked",
                 *           "required": true,
                 *           "options": [
                 *             "Entrance",
                 *             "Stairwell",
                 *             "Bin area"
                 *           ]
                 *         },
                 *         {
                 *           "id": "rating",
                 *           "type": "rating",
                 *           "label": "Overall impression (1–5)",
                 *           "required": true
                 *         },
                 *         {
                 *           "id": "photo",
                 *           "type": "photo",
                 *           "label": "Photo",
                 *           "required": false
                 *         }
                 *       ],
                 *       "property_ids": [
                 *         12,
                 *         15
                 *       ],
                 *       "active": true,
                 *       "catalog_key": null,
                 *       "created_at": "2026-11-02T08:00:00.000Z",
                 *       "updated_at": "2026-11-20T14:31:09.000Z"
                 *     }
                 */
                template: {
                  id: number;
                  /** @description The uuid sent at creation, or null. */
                  uuid: string | null;
                  name: string;
                  description: string | null;
                  /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
                  version: number;
                  /** @description The fields of the current version, in order. */
                  fields: {
                    /** @description Machine id, stable across versions. */
                    id: string;
                    /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                    type:
                      | 'text'
                      | 'number'
                      | 'checkbox'
                      | 'single_choice'
                      | 'multiple_choice'
                      | 'date'
                      | 'time'
                      | 'photo'
                      | 'signature'
                      | 'rating';
                    label: string;
                    required: boolean;
                    /** @description Only on `single_choice` and `multiple_choice` fields. */
                    options?: string[];
                  }[];
                  /** @description The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those. */
                  property_ids: number[] | null;
                  /** @description false: retired, kept with its versions and responses. There is no DELETE: deactivate instead. */
                  active: boolean;
                  /** @description Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null. */
                  catalog_key: string | null;
                  /** Format: date-time */
                  created_at: string;
                  /**
                   * Format: date-time
                   * @description Changes with any change, including a new version.
                   */
                  updated_at: string;
                };
              }[];
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description One entry per key and document, in the order sent (keys first). */
              data: {
                /** @description `catalog` for an entry named in `keys`, `document` for one of `documents`. */
                source: 'catalog' | 'document';
                key: string;
                /** @description `created` by this call, or `existing`: the tenant already had a template from this key, which is returned unchanged. */
                status: 'created' | 'existing';
                /**
                 * @example {
                 *       "id": 4,
                 *       "uuid": "0b5e7c1d-2f3a-4b6c-8d9e-1f2a3b4c5d6e",
                 *       "name": "Cleaning quality check",
                 *       "description": "Weekly check of the cleaning result.",
                 *       "version": 2,
                 *       "fields": [
                 *         {
                 *           "id": "entrance_clean",
                 *           "type": "checkbox",
                 *           "label": "Entrance area clean",
                 *           "required": true
                 *         },
                 *         {
                 *           "id": "areas_checked",
                 *           "type": "multiple_choice",
                 *           "label": "Areas checked",
                 *           "required": true,
                 *           "options": [
                 *             "Entrance",
                 *             "Stairwell",
                 *             "Bin area"
                 *           ]
                 *         },
                 *         {
                 *           "id": "rating",
                 *           "type": "rating",
                 *           "label": "Overall impression (1–5)",
                 *           "required": true
                 *         },
                 *         {
                 *           "id": "photo",
                 *           "type": "photo",
                 *           "label": "Photo",
                 *           "required": false
                 *         }
                 *       ],
                 *       "property_ids": [
                 *         12,
                 *         15
                 *       ],
                 *       "active": true,
                 *       "catalog_key": null,
                 *       "created_at": "2026-11-02T08:00:00.000Z",
                 *       "updated_at": "2026-11-20T14:31:09.000Z"
                 *     }
                 */
                template: {
                  id: number;
                  /** @description The uuid sent at creation, or null. */
                  uuid: string | null;
                  name: string;
                  description: string | null;
                  /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
                  version: number;
                  /** @description The fields of the current version, in order. */
                  fields: {
                    /** @description Machine id, stable across versions. */
                    id: string;
                    /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                    type:
                      | 'text'
                      | 'number'
                      | 'checkbox'
                      | 'single_choice'
                      | 'multiple_choice'
                      | 'date'
                      | 'time'
                      | 'photo'
                      | 'signature'
                      | 'rating';
                    label: string;
                    required: boolean;
                    /** @description Only on `single_choice` and `multiple_choice` fields. */
                    options?: string[];
                  }[];
                  /** @description The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those. */
                  property_ids: number[] | null;
                  /** @description false: retired, kept with its versions and responses. There is no DELETE: deactivate instead. */
                  active: boolean;
                  /** @description Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null. */
                  catalog_key: string | null;
                  /** Format: date-time */
                  created_at: string;
                  /**
                   * Format: date-time
                   * @description Changes with any change, including a new version.
                   */
                  updated_at: string;
                };
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description The uuid sent at creation, or null. */
              uuid: string | null;
              name: string;
              description: string | null;
              /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
              version: number;
              /** @description The fields of the current version, in order. */
              fields: {
                /** @description Machine id, stable across versions. */
                id: string;
                /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                type:
                  | 'text'
                  | 'number'
                  | 'checkbox'
                  | 'single_choice'
                  | 'multiple_choice'
                  | 'date'
                  | 'time'
                  | 'photo'
                  | 'signature'
                  | 'rating';
                label: string;
                required: boolean;
                /** @description Only on `single_choice` and `multiple_choice` fields. */
                options?: string[];
              }[];
              /** @description The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those. */
              property_ids: number[] | null;
              /** @description false: retired, kept with its versions and responses. There is no DELETE: deactivate instead. */
              active: boolean;
              /** @description Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null. */
              catalog_key: string | null;
              /** Format: date-time */
              created_at: string;
              /**
               * Format: date-time
               * @description Changes with any change, including a new version.
               */
              updated_at: string;
              /** @description Whether the person may change it: they see every property it is offered at. */
              editable: boolean;
              /** @description Field ids of every version: a new field takes another id. */
              used_field_ids: string[];
              /** @description Newest first. */
              versions: {
                version: number;
                /** Format: date-time */
                created_at: string;
                field_count: number;
                current: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string | null;
            /** @description The complete new list of fields. If it differs from the current version, it becomes the next version; the same list again creates none. 1 to 100 fields, in the order the app shows them. Every rule is checked field by field; each violation is reported with a pointer such as `/fields/3/options/1`. */
            fields?: ({
              /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
              id: string;
              /** @description What the field asks, as shown in the app. */
              label: string;
              /** @description Must be answered before the response can be submitted. Default false. */
              required?: boolean;
              /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
              type:
                | 'text'
                | 'number'
                | 'checkbox'
                | 'single_choice'
                | 'multiple_choice'
                | 'date'
                | 'time'
                | 'photo'
                | 'signature'
                | 'rating';
              /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
              options?: string[];
            } & (
              | {
                  /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                  id: string;
                  /** @description What the field asks, as shown in the app. */
                  label: string;
                  /** @description Must be answered before the response can be submitted. Default false. */
                  required?: boolean;
                  /**
                   * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                   * @enum {string}
                   */
                  type: 'single_choice' | 'multiple_choice';
                  /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
                  options: string[];
                }
              | {
                  /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
                  id: string;
                  /** @description What the field asks, as shown in the app. */
                  label: string;
                  /** @description Must be answered before the response can be submitted. Default false. */
                  required?: boolean;
                  /**
                   * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                   * @enum {string}
                   */
                  type: 'text' | 'number' | 'checkbox' | 'date' | 'time' | 'photo' | 'signature' | 'rating';
                }
            ))[];
            /** @description The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). Left out: unchanged. Each id must be a property the key’s account sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once. */
            property_ids?: number[] | null;
            /** @description There is no DELETE: set false to retire the template. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description The uuid sent at creation, or null. */
              uuid: string | null;
              name: string;
              description: string | null;
              /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
              version: number;
              /** @description The fields of the current version, in order. */
              fields: {
                /** @description Machine id, stable across versions. */
                id: string;
                /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                type:
                  | 'text'
                  | 'number'
                  | 'checkbox'
                  | 'single_choice'
                  | 'multiple_choice'
                  | 'date'
                  | 'time'
                  | 'photo'
                  | 'signature'
                  | 'rating';
                label: string;
                required: boolean;
                /** @description Only on `single_choice` and `multiple_choice` fields. */
                options?: string[];
              }[];
              /** @description The properties the template is offered at, or null: at every property. A key whose account sees only some properties is shown only those. */
              property_ids: number[] | null;
              /** @description false: retired, kept with its versions and responses. There is no DELETE: deactivate instead. */
              active: boolean;
              /** @description Where an import made it from: a catalogue key (`cleaning_quality_check`), `document:<key>` for an imported document, or null. */
              catalog_key: string | null;
              /** Format: date-time */
              created_at: string;
              /**
               * Format: date-time
               * @description Changes with any change, including a new version.
               */
              updated_at: string;
              /** @description Whether the person may change it: they see every property it is offered at. */
              editable: boolean;
              /** @description Field ids of every version: a new field takes another id. */
              used_field_ids: string[];
              /** @description Newest first. */
              versions: {
                version: number;
                /** Format: date-time */
                created_at: string;
                field_count: number;
                current: boolean;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/form-templates/{id}/versions/{version}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          version: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              template_id: number;
              version: number;
              /** @description Whether this is the template’s current version. */
              current: boolean;
              fields: {
                /** @description Machine id, stable across versions. */
                id: string;
                /** @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). */
                type:
                  | 'text'
                  | 'number'
                  | 'checkbox'
                  | 'single_choice'
                  | 'multiple_choice'
                  | 'date'
                  | 'time'
                  | 'photo'
                  | 'signature'
                  | 'rating';
                label: string;
                required: boolean;
                /** @description Only on `single_choice` and `multiple_choice` fields. */
                options?: string[];
              }[];
              /** Format: date-time */
              created_at: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/holidays': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          year: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                day: string;
                name: string;
              }[];
              states: {
                code: string;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            day: string;
            name: string;
          };
        };
      };
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/holidays/preset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            state:
              | 'BW'
              | 'BY'
              | 'BE'
              | 'BB'
              | 'HB'
              | 'HH'
              | 'HE'
              | 'MV'
              | 'NI'
              | 'NW'
              | 'RP'
              | 'SL'
              | 'SN'
              | 'ST'
              | 'SH'
              | 'TH';
            year: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              added: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/holidays/{day}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          day: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date-time */
              generated_at: string;
              /** Format: date */
              day: string;
              time_zone: string;
              on_site: {
                count: number;
                on_break: number;
                people: {
                  account_id: number;
                  name: string;
                  property_id: number;
                  property_name: string;
                  /** Format: date-time */
                  since: string;
                  on_break: boolean;
                }[];
              } | null;
              tasks: {
                overdue: number;
                due_today: number;
                oldest_overdue: {
                  id: number;
                  title: string;
                  property_id: number;
                  property_name: string;
                  /** Format: date */
                  due_date: string;
                  status: 'open' | 'in_progress';
                }[];
              } | null;
              incidents: {
                open: number;
                by_severity: {
                  severity: 'low' | 'medium' | 'high' | 'critical';
                  count: number;
                  oldest_reported_at: string | null;
                }[];
                urgent: {
                  id: number;
                  title: string;
                  severity: 'low' | 'medium' | 'high' | 'critical';
                  status: 'open' | 'in_progress';
                  property_id: number;
                  property_name: string;
                  /** Format: date-time */
                  reported_at: string;
                }[];
              } | null;
              patrols: {
                running: number;
                late: number;
                missed: number;
                upcoming: number;
                missed_rounds: {
                  route_id: number;
                  route_name: string;
                  property_id: number;
                  property_name: string;
                  /** Format: date-time */
                  planned_start: string;
                  /** Format: date-time */
                  late_after: string;
                  round_id: number | null;
                }[];
                late_rounds: {
                  route_id: number;
                  route_name: string;
                  property_id: number;
                  property_name: string;
                  /** Format: date-time */
                  planned_start: string;
                  /** Format: date-time */
                  late_after: string;
                  round_id: number | null;
                }[];
              } | null;
              alerts: {
                open: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incidents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          owner?: string;
          pageSize?: number;
          property_id?: number;
          severity?: 'low' | 'medium' | 'high' | 'critical';
          status?: 'open' | 'in_progress' | 'resolved' | 'closed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: uuid */
                uuid: string;
                title: string;
                description: string | null;
                property_id: number;
                severity: 'low' | 'medium' | 'high' | 'critical';
                /** @description Where on the property, in words. */
                location: string | null;
                /** Format: date-time */
                occurred_at: string;
                /** @description open → in_progress → resolved → closed. */
                status: 'open' | 'in_progress' | 'resolved' | 'closed';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                resolved_at: string | null;
                /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
                owner: {
                  id: number;
                  name: string;
                } | null;
                /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
                due_on: string | null;
                property_name: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid: string;
            title: string;
            property_id: number;
            description?: string | null;
            /** @description low, medium, high or critical. */
            severity: 'low' | 'medium' | 'high' | 'critical';
            location?: string | null;
            /**
             * Format: date-time
             * @description When it happened or was noticed; defaults to now. From 1970 to at most one day ahead of the server’s clock (422 otherwise).
             */
            occurred_at?: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description Where on the property, in words. */
              location: string | null;
              /** Format: date-time */
              occurred_at: string;
              /** @description open → in_progress → resolved → closed. */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              resolved_at: string | null;
              /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
              owner: {
                id: number;
                name: string;
              } | null;
              /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
              due_on: string | null;
              property_name: string;
              reported_by: string | null;
              events: {
                id: number;
                /** @description owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared). */
                kind: 'status_changed' | 'comment' | 'owner_changed' | 'due_changed' | 'task_created';
                from_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                to_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                text: string | null;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                at: string;
              }[];
              next_statuses: ('open' | 'in_progress' | 'resolved' | 'closed')[];
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              /** @description The tasks made from it, oldest first. */
              tasks: {
                id: number;
                title: string;
                status: string;
                /** Format: date */
                due_date: string;
              }[];
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description Where on the property, in words. */
              location: string | null;
              /** Format: date-time */
              occurred_at: string;
              /** @description open → in_progress → resolved → closed. */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              resolved_at: string | null;
              /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
              owner: {
                id: number;
                name: string;
              } | null;
              /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
              due_on: string | null;
              property_name: string;
              reported_by: string | null;
              events: {
                id: number;
                /** @description owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared). */
                kind: 'status_changed' | 'comment' | 'owner_changed' | 'due_changed' | 'task_created';
                from_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                to_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                text: string | null;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                at: string;
              }[];
              next_statuses: ('open' | 'in_progress' | 'resolved' | 'closed')[];
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              /** @description The tasks made from it, oldest first. */
              tasks: {
                id: number;
                title: string;
                status: string;
                /** Format: date */
                due_date: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incidents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description Where on the property, in words. */
              location: string | null;
              /** Format: date-time */
              occurred_at: string;
              /** @description open → in_progress → resolved → closed. */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              resolved_at: string | null;
              /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
              owner: {
                id: number;
                name: string;
              } | null;
              /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
              due_on: string | null;
              property_name: string;
              reported_by: string | null;
              events: {
                id: number;
                /** @description owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared). */
                kind: 'status_changed' | 'comment' | 'owner_changed' | 'due_changed' | 'task_created';
                from_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                to_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                text: string | null;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                at: string;
              }[];
              next_statuses: ('open' | 'in_progress' | 'resolved' | 'closed')[];
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              /** @description The tasks made from it, oldest first. */
              tasks: {
                id: number;
                title: string;
                status: string;
                /** Format: date */
                due_date: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description An active person who sees the incident’s property (422 at /owner_account_id otherwise). */
            owner_account_id?: number | null;
            due_on?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description Where on the property, in words. */
              location: string | null;
              /** Format: date-time */
              occurred_at: string;
              /** @description open → in_progress → resolved → closed. */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              resolved_at: string | null;
              /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
              owner: {
                id: number;
                name: string;
              } | null;
              /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
              due_on: string | null;
              property_name: string;
              reported_by: string | null;
              events: {
                id: number;
                /** @description owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared). */
                kind: 'status_changed' | 'comment' | 'owner_changed' | 'due_changed' | 'task_created';
                from_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                to_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                text: string | null;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                at: string;
              }[];
              next_statuses: ('open' | 'in_progress' | 'resolved' | 'closed')[];
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              /** @description The tasks made from it, oldest first. */
              tasks: {
                id: number;
                title: string;
                status: string;
                /** Format: date */
                due_date: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/incidents/{id}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            text: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description Where on the property, in words. */
              location: string | null;
              /** Format: date-time */
              occurred_at: string;
              /** @description open → in_progress → resolved → closed. */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              resolved_at: string | null;
              /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
              owner: {
                id: number;
                name: string;
              } | null;
              /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
              due_on: string | null;
              property_name: string;
              reported_by: string | null;
              events: {
                id: number;
                /** @description owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared). */
                kind: 'status_changed' | 'comment' | 'owner_changed' | 'due_changed' | 'task_created';
                from_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                to_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                text: string | null;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                at: string;
              }[];
              next_statuses: ('open' | 'in_progress' | 'resolved' | 'closed')[];
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              /** @description The tasks made from it, oldest first. */
              tasks: {
                id: number;
                title: string;
                status: string;
                /** Format: date */
                due_date: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incidents/{id}/owners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incidents/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            status: 'open' | 'in_progress' | 'resolved' | 'closed';
            comment?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              severity: 'low' | 'medium' | 'high' | 'critical';
              /** @description Where on the property, in words. */
              location: string | null;
              /** Format: date-time */
              occurred_at: string;
              /** @description open → in_progress → resolved → closed. */
              status: 'open' | 'in_progress' | 'resolved' | 'closed';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              resolved_at: string | null;
              /** @description Who in the office looks after it (set in the portal); null: nobody yet. */
              owner: {
                id: number;
                name: string;
              } | null;
              /** @description By when it should be dealt with, a day in the tenant’s time zone (set in the portal); null: no date. */
              due_on: string | null;
              property_name: string;
              reported_by: string | null;
              events: {
                id: number;
                /** @description owner_changed: text is the new owner’s name; due_changed: the new due day; task_created: the task’s title (null: cleared). */
                kind: 'status_changed' | 'comment' | 'owner_changed' | 'due_changed' | 'task_created';
                from_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                to_status: ('open' | 'in_progress' | 'resolved' | 'closed') | null;
                text: string | null;
                actor: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                at: string;
              }[];
              next_statuses: ('open' | 'in_progress' | 'resolved' | 'closed')[];
              photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
              /** @description The tasks made from it, oldest first. */
              tasks: {
                id: number;
                title: string;
                status: string;
                /** Format: date */
                due_date: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/incidents/{id}/task': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid: string;
            title: string;
            description?: string | null;
            /** Format: date */
            due_date: string;
            assignee_account_id?: number | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task_id: number;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task_id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspection-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                current_version: number;
                /** Format: date-time */
                updated_at: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            definition: {
              scale: {
                kind: '1-3' | '1-5' | 'pass_fail' | 'custom';
                steps: {
                  value: string;
                  percent: number;
                }[];
              };
              criteria: {
                id: string;
                label: string;
                /** @description The area types it applies to; empty: every area type. */
                areaTypes: string[];
                /** @description Default 1; must be > 0. */
                weight?: number;
              }[];
              /** @description Weight per area type; a type not listed weighs 1. */
              areaTypeWeights: {
                [key: string]: number;
              };
              /** @description Acceptance threshold, 0–100. */
              thresholdPercent: number;
              /** @description Share of each area type sampled, > 0 and ≤ 100. */
              samplePercent: number;
              sampleMinimum: number;
            };
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              template_id: number;
              name: string;
              /** @description The version shown. */
              version: number;
              current_version: number;
              definition: {
                scale: {
                  kind: '1-3' | '1-5' | 'pass_fail' | 'custom';
                  steps: {
                    value: string;
                    percent: number;
                  }[];
                };
                criteria: {
                  id: string;
                  label: string;
                  /** @description The area types it applies to; empty: every area type. */
                  areaTypes: string[];
                  /** @description Default 1; must be > 0. */
                  weight?: number;
                }[];
                /** @description Weight per area type; a type not listed weighs 1. */
                areaTypeWeights: {
                  [key: string]: number;
                };
                /** @description Acceptance threshold, 0–100. */
                thresholdPercent: number;
                /** @description Share of each area type sampled, > 0 and ≤ 100. */
                samplePercent: number;
                sampleMinimum: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspection-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          version?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              template_id: number;
              name: string;
              /** @description The version shown. */
              version: number;
              current_version: number;
              definition: {
                scale: {
                  kind: '1-3' | '1-5' | 'pass_fail' | 'custom';
                  steps: {
                    value: string;
                    percent: number;
                  }[];
                };
                criteria: {
                  id: string;
                  label: string;
                  /** @description The area types it applies to; empty: every area type. */
                  areaTypes: string[];
                  /** @description Default 1; must be > 0. */
                  weight?: number;
                }[];
                /** @description Weight per area type; a type not listed weighs 1. */
                areaTypeWeights: {
                  [key: string]: number;
                };
                /** @description Acceptance threshold, 0–100. */
                thresholdPercent: number;
                /** @description Share of each area type sampled, > 0 and ≤ 100. */
                samplePercent: number;
                sampleMinimum: number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspection-templates/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            definition: {
              scale: {
                kind: '1-3' | '1-5' | 'pass_fail' | 'custom';
                steps: {
                  value: string;
                  percent: number;
                }[];
              };
              criteria: {
                id: string;
                label: string;
                /** @description The area types it applies to; empty: every area type. */
                areaTypes: string[];
                /** @description Default 1; must be > 0. */
                weight?: number;
              }[];
              /** @description Weight per area type; a type not listed weighs 1. */
              areaTypeWeights: {
                [key: string]: number;
              };
              /** @description Acceptance threshold, 0–100. */
              thresholdPercent: number;
              /** @description Share of each area type sampled, > 0 and ≤ 100. */
              samplePercent: number;
              sampleMinimum: number;
            };
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              template_id: number;
              name: string;
              /** @description The version shown. */
              version: number;
              current_version: number;
              definition: {
                scale: {
                  kind: '1-3' | '1-5' | 'pass_fail' | 'custom';
                  steps: {
                    value: string;
                    percent: number;
                  }[];
                };
                criteria: {
                  id: string;
                  label: string;
                  /** @description The area types it applies to; empty: every area type. */
                  areaTypes: string[];
                  /** @description Default 1; must be > 0. */
                  weight?: number;
                }[];
                /** @description Weight per area type; a type not listed weighs 1. */
                areaTypeWeights: {
                  [key: string]: number;
                };
                /** @description Acceptance threshold, 0–100. */
                thresholdPercent: number;
                /** @description Share of each area type sampled, > 0 and ≤ 100. */
                samplePercent: number;
                sampleMinimum: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          below_threshold?: boolean;
          client_id?: number;
          from?: string;
          property_id?: number;
          status?: 'draft' | 'completed';
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                property_id: number;
                template_id: number;
                template_version: number;
                /** Format: date */
                date: string;
                status: 'draft' | 'completed';
                inspector_account_id: number;
                /** @description The overall score at full precision, stored on completion; null while a draft. */
                score_percent: number | null;
                /** @description The overall score as shown: one decimal, rounded half up. */
                score_shown: number | null;
                threshold_percent: number;
                /** @description null while a draft. */
                below_threshold: boolean | null;
                reinspection_of: number | null;
                completed_at: string | null;
                /** Format: date-time */
                updated_at: string;
                version: number;
                property_name: string;
                template_name: string;
                inspector_name: string;
                defect_count: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description Your id for this start (the field app sends one per inspection). Repeating the call with the same uuid and payload starts nothing and answers the inspection (200); the same uuid with another payload is 409 uuid_conflict.
             */
            uuid?: string;
            property_id: number;
            template_id: number;
            /** Format: date */
            date: string;
            seed?: number;
            /** @description Plan-area ids; left out: the proposed sample for the seed. Never below the minimum, except in a re-inspection. */
            sample?: number[];
            /** @description A re-inspection: the completed inspection (same property and template) whose defects this one inspects again. Its sample is free (usually the areas with defects), without the minimum. */
            reinspection_of?: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              template_id: number;
              template_version: number;
              /** Format: date */
              date: string;
              status: 'draft' | 'completed';
              inspector_account_id: number;
              /** @description The overall score at full precision, stored on completion; null while a draft. */
              score_percent: number | null;
              /** @description The overall score as shown: one decimal, rounded half up. */
              score_shown: number | null;
              threshold_percent: number;
              /** @description null while a draft. */
              below_threshold: boolean | null;
              reinspection_of: number | null;
              completed_at: string | null;
              /** Format: date-time */
              updated_at: string;
              version: number;
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              client_representative_name: string | null;
              client_signature_file_id: number | null;
              ratings: {
                area_id: number;
                criterion_id: string;
                step: string | null;
                note: string | null;
                photo_file_ids: number[];
                defect: boolean;
                task_id: number | null;
              }[];
              score: {
                areas: {
                  area_id: number;
                  area_type: string;
                  percent: number | null;
                }[];
                area_types: {
                  area_type: string;
                  weight: number;
                  percent: number;
                  area_count: number;
                }[];
                percent: number | null;
                passed: boolean | null;
              } | null;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              template_id: number;
              template_version: number;
              /** Format: date */
              date: string;
              status: 'draft' | 'completed';
              inspector_account_id: number;
              /** @description The overall score at full precision, stored on completion; null while a draft. */
              score_percent: number | null;
              /** @description The overall score as shown: one decimal, rounded half up. */
              score_shown: number | null;
              threshold_percent: number;
              /** @description null while a draft. */
              below_threshold: boolean | null;
              reinspection_of: number | null;
              completed_at: string | null;
              /** Format: date-time */
              updated_at: string;
              version: number;
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              client_representative_name: string | null;
              client_signature_file_id: number | null;
              ratings: {
                area_id: number;
                criterion_id: string;
                step: string | null;
                note: string | null;
                photo_file_ids: number[];
                defect: boolean;
                task_id: number | null;
              }[];
              score: {
                areas: {
                  area_id: number;
                  area_type: string;
                  percent: number | null;
                }[];
                area_types: {
                  area_type: string;
                  weight: number;
                  percent: number;
                  area_count: number;
                }[];
                percent: number | null;
                passed: boolean | null;
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/field-setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              templates: {
                template_id: number;
                name: string;
                /** @description The version shown. */
                version: number;
                current_version: number;
                definition: {
                  scale: {
                    kind: '1-3' | '1-5' | 'pass_fail' | 'custom';
                    steps: {
                      value: string;
                      percent: number;
                    }[];
                  };
                  criteria: {
                    id: string;
                    label: string;
                    /** @description The area types it applies to; empty: every area type. */
                    areaTypes: string[];
                    /** @description Default 1; must be > 0. */
                    weight?: number;
                  }[];
                  /** @description Weight per area type; a type not listed weighs 1. */
                  areaTypeWeights: {
                    [key: string]: number;
                  };
                  /** @description Acceptance threshold, 0–100. */
                  thresholdPercent: number;
                  /** @description Share of each area type sampled, > 0 and ≤ 100. */
                  samplePercent: number;
                  sampleMinimum: number;
                };
              }[];
              properties: {
                id: number;
                name: string;
                areas: {
                  area_id: number;
                  name: string;
                  /** @description "" for an untyped area. */
                  area_type: string;
                }[];
                proposals: {
                  template_id: number;
                  seed: number;
                  sample: number[];
                  minimum_per_area_type: {
                    [key: string]: number;
                  };
                }[];
              }[];
              /** @description Completed inspections of the last 90 days with defects and no completed re-inspection yet. */
              reinspections: {
                inspection_id: number;
                property_id: number;
                template_id: number;
                date: string;
                score_shown: number | null;
                below_threshold: boolean | null;
                defects: {
                  area_id: number;
                  criterion_id: string;
                  note: string | null;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/sample-proposal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            property_id: number;
            template_id: number;
            seed?: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              minimum_per_area_type: {
                [key: string]: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/trend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          client_id?: number;
          from?: string;
          property_id?: number;
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              /** @description The completed inspections, oldest first. */
              points: {
                id: number;
                property_id: number;
                /** Format: date */
                date: string;
                score_percent: number;
                score_shown: number;
                threshold_percent: number;
                below_threshold: boolean;
              }[];
              /** @description Every month from `from` to `to`, with the plain mean of its scores (null: none). */
              months: {
                /** @description YYYY-MM (the inspection dates are days in the organisation’s zone). */
                month: string;
                count: number;
                below_count: number;
                mean_percent: number | null;
                mean_shown: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              template_id: number;
              template_version: number;
              /** Format: date */
              date: string;
              status: 'draft' | 'completed';
              inspector_account_id: number;
              /** @description The overall score at full precision, stored on completion; null while a draft. */
              score_percent: number | null;
              /** @description The overall score as shown: one decimal, rounded half up. */
              score_shown: number | null;
              threshold_percent: number;
              /** @description null while a draft. */
              below_threshold: boolean | null;
              reinspection_of: number | null;
              completed_at: string | null;
              /** Format: date-time */
              updated_at: string;
              version: number;
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              client_representative_name: string | null;
              client_signature_file_id: number | null;
              ratings: {
                area_id: number;
                criterion_id: string;
                step: string | null;
                note: string | null;
                photo_file_ids: number[];
                defect: boolean;
                task_id: number | null;
              }[];
              score: {
                areas: {
                  area_id: number;
                  area_type: string;
                  percent: number | null;
                }[];
                area_types: {
                  area_type: string;
                  weight: number;
                  percent: number;
                  area_count: number;
                }[];
                percent: number | null;
                passed: boolean | null;
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            client_representative_name?: string | null;
            client_signature_file_id?: number | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              template_id: number;
              template_version: number;
              /** Format: date */
              date: string;
              status: 'draft' | 'completed';
              inspector_account_id: number;
              /** @description The overall score at full precision, stored on completion; null while a draft. */
              score_percent: number | null;
              /** @description The overall score as shown: one decimal, rounded half up. */
              score_shown: number | null;
              threshold_percent: number;
              /** @description null while a draft. */
              below_threshold: boolean | null;
              reinspection_of: number | null;
              completed_at: string | null;
              /** Format: date-time */
              updated_at: string;
              version: number;
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              client_representative_name: string | null;
              client_signature_file_id: number | null;
              ratings: {
                area_id: number;
                criterion_id: string;
                step: string | null;
                note: string | null;
                photo_file_ids: number[];
                defect: boolean;
                task_id: number | null;
              }[];
              score: {
                areas: {
                  area_id: number;
                  area_type: string;
                  percent: number | null;
                }[];
                area_types: {
                  area_type: string;
                  weight: number;
                  percent: number;
                  area_count: number;
                }[];
                percent: number | null;
                passed: boolean | null;
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/{id}/defect-tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            area_id: number;
            criterion_id: string;
            /** Format: date */
            due_date: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task_id: number;
              created: boolean;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              task_id: number;
              created: boolean;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/{id}/ratings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ratings: {
              area_id: number;
              criterion_id: string;
              /** @description null: not applicable. */
              step: string | null;
              note?: string | null;
              photo_file_ids?: number[];
              /** @description A defect needs a note or a photo. */
              defect?: boolean;
            }[];
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              template_id: number;
              template_version: number;
              /** Format: date */
              date: string;
              status: 'draft' | 'completed';
              inspector_account_id: number;
              /** @description The overall score at full precision, stored on completion; null while a draft. */
              score_percent: number | null;
              /** @description The overall score as shown: one decimal, rounded half up. */
              score_shown: number | null;
              threshold_percent: number;
              /** @description null while a draft. */
              below_threshold: boolean | null;
              reinspection_of: number | null;
              completed_at: string | null;
              /** Format: date-time */
              updated_at: string;
              version: number;
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              client_representative_name: string | null;
              client_signature_file_id: number | null;
              ratings: {
                area_id: number;
                criterion_id: string;
                step: string | null;
                note: string | null;
                photo_file_ids: number[];
                defect: boolean;
                task_id: number | null;
              }[];
              score: {
                areas: {
                  area_id: number;
                  area_type: string;
                  percent: number | null;
                }[];
                area_types: {
                  area_type: string;
                  weight: number;
                  percent: number;
                  area_count: number;
                }[];
                percent: number | null;
                passed: boolean | null;
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inspections/{id}/reinspection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            date: string;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              template_id: number;
              template_version: number;
              /** Format: date */
              date: string;
              status: 'draft' | 'completed';
              inspector_account_id: number;
              /** @description The overall score at full precision, stored on completion; null while a draft. */
              score_percent: number | null;
              /** @description The overall score as shown: one decimal, rounded half up. */
              score_shown: number | null;
              threshold_percent: number;
              /** @description null while a draft. */
              below_threshold: boolean | null;
              reinspection_of: number | null;
              completed_at: string | null;
              /** Format: date-time */
              updated_at: string;
              version: number;
              seed: number;
              sample: {
                area_id: number;
                name: string;
                /** @description "" for an untyped area. */
                area_type: string;
              }[];
              client_representative_name: string | null;
              client_signature_file_id: number | null;
              ratings: {
                area_id: number;
                criterion_id: string;
                step: string | null;
                note: string | null;
                photo_file_ids: number[];
                defect: boolean;
                task_id: number | null;
              }[];
              score: {
                areas: {
                  area_id: number;
                  area_type: string;
                  percent: number | null;
                }[];
                area_types: {
                  area_type: string;
                  weight: number;
                  percent: number;
                  area_count: number;
                }[];
                percent: number | null;
                passed: boolean | null;
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invites/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              email: string;
              name: string;
              tenant_name: string;
              purpose: 'invite' | 'reset';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invites/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
            kind?: 'browser' | 'device';
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              setup_required: boolean;
              /** @description Where to ask for a plan change (SUPPORT_CONTACT): an e-mail address or a URL. */
              support_contact: string | null;
              /** @description Reset links can be sent: PUBLIC_URL is set, so the links point at this installation. */
              password_reset_available: boolean;
              /** @description Send it as X-CSRF-Token on every POST, PATCH, PUT and DELETE. */
              csrf_token: string;
              user: {
                account_id: number;
                name: string;
                email: string;
                role: string;
                role_name: string;
                permissions: (
                  | 'settings.edit'
                  | 'accounts.manage'
                  | 'properties.edit'
                  | 'audit.view'
                  | 'time.manage'
                  | 'time.unlock'
                  | 'tasks.manage'
                  | 'incidents.manage'
                  | 'forms.manage'
                  | 'patrols.manage'
                  | 'material.manage'
                )[];
                /** @description The person’s own language; null: the organisation’s. */
                language: ('de' | 'en') | null;
                tenant: {
                  id: number;
                  name: string;
                  timezone: string;
                  language: 'de' | 'en';
                  has_logo: boolean;
                  plan: 'BASIC' | 'STANDARD' | 'PREMIUM';
                  /** @description The plan includes the REST API. */
                  api_available: boolean;
                  /** @description The optional modules the organisation has; their screens show only with them. */
                  modules: 'material'[];
                  /** Format: date */
                  licence_valid_until: string;
                  licence_active: boolean;
                  seat_limit: number;
                  /** @description Active accounts that can sign in (all but technical ones). */
                  seats_used: number;
                };
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/material/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          active?: boolean;
          category?: string;
          cursor?: string;
          pageSize?: number;
          sku?: string;
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                sku: string;
                unit: string;
                category: string | null;
                min_stock: number;
                /** @description Inactive items take no receipts and no transfers to properties; stock already there can still be requested, delivered, moved back, consumed or corrected. */
                active: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @description Stock-keeping unit: unique within the tenant, compared without regard to letter case; leading and trailing spaces are dropped. */
            sku: string;
            /** @description What one counts in: `piece`, `l`, `ml`, `kg`, `roll`… Quantities are whole numbers of it, so pick one fine enough (`ml` rather than `l` for refills). */
            unit: string;
            /** @description Free grouping, e.g. `Cleaning agents`. */
            category?: string | null;
            /** @description Minimum stock per location: a stock row holding less is `below_minimum`. 0 (the default) turns the warning off. */
            min_stock?: number;
            /** @description Defaults to true. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              sku: string;
              unit: string;
              category: string | null;
              min_stock: number;
              /** @description Inactive items take no receipts and no transfers to properties; stock already there can still be requested, delivered, moved back, consumed or corrected. */
              active: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/material/items/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** @description Stock-keeping unit: unique within the tenant, compared without regard to letter case; leading and trailing spaces are dropped. */
            sku?: string;
            /** @description What one counts in: `piece`, `l`, `ml`, `kg`, `roll`… Quantities are whole numbers of it, so pick one fine enough (`ml` rather than `l` for refills). It cannot change once the item has movements: that would change what the booked quantities mean. */
            unit?: string;
            /** @description Free grouping, e.g. `Cleaning agents`. */
            category?: string | null;
            /** @description Minimum stock per location: a stock row holding less is `below_minimum`. 0 (the default) turns the warning off. */
            min_stock?: number;
            /** @description There is no DELETE: deactivate instead; true brings it back. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              sku: string;
              unit: string;
              category: string | null;
              min_stock: number;
              /** @description Inactive items take no receipts and no transfers to properties; stock already there can still be requested, delivered, moved back, consumed or corrected. */
              active: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/material/movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          before?: string;
          cursor?: string;
          item_id?: number;
          pageSize?: number;
          property_id?: number;
          request_id?: number;
          type?: 'receipt' | 'transfer_to_property' | 'transfer_to_warehouse' | 'consumption' | 'correction';
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: uuid */
                uuid: string;
                /** @description `receipt`: into the warehouse. `transfer_to_property`: warehouse → property. `transfer_to_warehouse`: property → warehouse. `consumption`: used up at a property. `correction`: a counted difference at the warehouse or a property, up or down, with a reason. */
                type: 'receipt' | 'transfer_to_property' | 'transfer_to_warehouse' | 'consumption' | 'correction';
                item_id: number;
                /** @description The property side of the movement; null for a receipt and for a correction at the warehouse. */
                property_id: number | null;
                /** @description How much moved, in the item’s unit; always positive. */
                quantity: number;
                /** @description Corrections only; null otherwise. */
                direction: ('increase' | 'decrease') | null;
                /** @description Corrections only; null otherwise. */
                reason: string | null;
                note: string | null;
                /** @description The material request whose delivery booked this transfer. */
                request_id: number | null;
                /** @description The account of the key (or portal user) that booked it. */
                created_by_account_id: number | null;
                /** Format: date-time */
                created_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @constant */
                type: 'receipt';
                /**
                 * Format: uuid
                 * @description Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.
                 */
                uuid?: string;
                item_id: number;
                /** @description How much, in the item’s unit. */
                quantity: number;
                note?: string | null;
              }
            | {
                /** @constant */
                type: 'transfer_to_property';
                /**
                 * Format: uuid
                 * @description Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.
                 */
                uuid?: string;
                item_id: number;
                property_id: number;
                /** @description How much, in the item’s unit. */
                quantity: number;
                note?: string | null;
              }
            | {
                /** @constant */
                type: 'transfer_to_warehouse';
                /**
                 * Format: uuid
                 * @description Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.
                 */
                uuid?: string;
                item_id: number;
                property_id: number;
                /** @description How much, in the item’s unit. */
                quantity: number;
                note?: string | null;
              }
            | {
                /** @constant */
                type: 'consumption';
                /**
                 * Format: uuid
                 * @description Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.
                 */
                uuid?: string;
                item_id: number;
                property_id: number;
                /** @description How much, in the item’s unit. */
                quantity: number;
                note?: string | null;
              }
            | {
                /** @constant */
                type: 'correction';
                /**
                 * Format: uuid
                 * @description Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.
                 */
                uuid?: string;
                item_id: number;
                /** @description The property corrected; null or absent: the warehouse. */
                property_id?: number | null;
                /** @description How much, in the item’s unit. */
                quantity: number;
                /** @description Corrections only: whether the stock goes up or down by `quantity`. */
                direction: 'increase' | 'decrease';
                /** @description Why the stock was wrong. */
                reason: string;
                note?: string | null;
              };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              /** @description `receipt`: into the warehouse. `transfer_to_property`: warehouse → property. `transfer_to_warehouse`: property → warehouse. `consumption`: used up at a property. `correction`: a counted difference at the warehouse or a property, up or down, with a reason. */
              type: 'receipt' | 'transfer_to_property' | 'transfer_to_warehouse' | 'consumption' | 'correction';
              item_id: number;
              /** @description The property side of the movement; null for a receipt and for a correction at the warehouse. */
              property_id: number | null;
              /** @description How much moved, in the item’s unit; always positive. */
              quantity: number;
              /** @description Corrections only; null otherwise. */
              direction: ('increase' | 'decrease') | null;
              /** @description Corrections only; null otherwise. */
              reason: string | null;
              note: string | null;
              /** @description The material request whose delivery booked this transfer. */
              request_id: number | null;
              /** @description The account of the key (or portal user) that booked it. */
              created_by_account_id: number | null;
              /** Format: date-time */
              created_at: string;
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              /** @description `receipt`: into the warehouse. `transfer_to_property`: warehouse → property. `transfer_to_warehouse`: property → warehouse. `consumption`: used up at a property. `correction`: a counted difference at the warehouse or a property, up or down, with a reason. */
              type: 'receipt' | 'transfer_to_property' | 'transfer_to_warehouse' | 'consumption' | 'correction';
              item_id: number;
              /** @description The property side of the movement; null for a receipt and for a correction at the warehouse. */
              property_id: number | null;
              /** @description How much moved, in the item’s unit; always positive. */
              quantity: number;
              /** @description Corrections only; null otherwise. */
              direction: ('increase' | 'decrease') | null;
              /** @description Corrections only; null otherwise. */
              reason: string | null;
              note: string | null;
              /** @description The material request whose delivery booked this transfer. */
              request_id: number | null;
              /** @description The account of the key (or portal user) that booked it. */
              created_by_account_id: number | null;
              /** Format: date-time */
              created_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/material/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          pageSize?: number;
          property_id?: number;
          status?: 'requested' | 'approved' | 'rejected' | 'delivered';
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: uuid */
                uuid: string;
                property_id: number;
                /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
                status: 'requested' | 'approved' | 'rejected' | 'delivered';
                note: string | null;
                /** @description What is asked for, one line per item, in the order given. */
                lines: {
                  item_id: number;
                  quantity: number;
                }[];
                /** @description Who asked. */
                requested_by_account_id: number | null;
                /** @description Who approved or rejected it. */
                decided_by_account_id: number | null;
                /** @description When it was approved or rejected. */
                decided_at: string | null;
                /** @description Who delivered it. */
                delivered_by_account_id: number | null;
                /** @description When it was delivered. */
                delivered_at: string | null;
                /** @description Who confirmed at the property that the delivery arrived (field app). */
                received_by_account_id: number | null;
                /** @description When the delivery was confirmed at the property. */
                received_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/material/requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The status to move to. Allowed: requested → approved, requested → rejected, approved → delivered; the current status again changes nothing. Anything else is 409 invalid_transition. */
            status: 'requested' | 'approved' | 'rejected' | 'delivered';
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              property_id: number;
              /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
              status: 'requested' | 'approved' | 'rejected' | 'delivered';
              note: string | null;
              /** @description What is asked for, one line per item, in the order given. */
              lines: {
                item_id: number;
                quantity: number;
              }[];
              /** @description Who asked. */
              requested_by_account_id: number | null;
              /** @description Who approved or rejected it. */
              decided_by_account_id: number | null;
              /** @description When it was approved or rejected. */
              decided_at: string | null;
              /** @description Who delivered it. */
              delivered_by_account_id: number | null;
              /** @description When it was delivered. */
              delivered_at: string | null;
              /** @description Who confirmed at the property that the delivery arrived (field app). */
              received_by_account_id: number | null;
              /** @description When the delivery was confirmed at the property. */
              received_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/material/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          below_minimum?: boolean;
          cursor?: string;
          item_id?: number;
          pageSize?: number;
          property_id?: number;
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                item_id: number;
                property_id: number;
                /** @description In the item’s unit; never below zero. */
                quantity: number;
                /** @description The item’s minimum stock, copied here for convenience. */
                min_stock: number;
                /** @description `quantity` is less than `min_stock`. */
                below_minimum: boolean;
                /**
                 * Format: date-time
                 * @description When a movement last changed this stock.
                 */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/material/warehouse-stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          below_minimum?: boolean;
          cursor?: string;
          item_id?: number;
          pageSize?: number;
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                item_id: number;
                /** @description In the item’s unit; never below zero. */
                quantity: number;
                /** @description The item’s minimum stock, copied here for convenience. */
                min_stock: number;
                /** @description `quantity` is less than `min_stock`. */
                below_minimum: boolean;
                /**
                 * Format: date-time
                 * @description When a movement last changed this stock.
                 */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          unread?: boolean;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                kind: string;
                title: string;
                body: string;
                subject: {
                  [key: string]: number;
                };
                /** Format: date-time */
                created_at: string;
                read_at: string | null;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
              unread_count: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notices/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              kind: string;
              title: string;
              body: string;
              subject: {
                [key: string]: number;
              };
              /** Format: date-time */
              created_at: string;
              read_at: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/organisation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              timezone: string;
              language: 'de' | 'en';
              /** @description Where replies to report e-mails go (their Reply-To header); null: no Reply-To. */
              report_reply_to: string | null;
              has_logo: boolean;
              logo_updated_at: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            timezone?: string;
            language?: 'de' | 'en';
            report_reply_to?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              timezone: string;
              language: 'de' | 'en';
              /** @description Where replies to report e-mails go (their Reply-To header); null: no Reply-To. */
              report_reply_to: string | null;
              has_logo: boolean;
              logo_updated_at: string | null;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/organisation/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            data: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              timezone: string;
              language: 'de' | 'en';
              /** @description Where replies to report e-mails go (their Reply-To header); null: no Reply-To. */
              report_reply_to: string | null;
              has_logo: boolean;
              logo_updated_at: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              timezone: string;
              language: 'de' | 'en';
              /** @description Where replies to report e-mails go (their Reply-To header); null: no Reply-To. */
              report_reply_to: string | null;
              has_logo: boolean;
              logo_updated_at: string | null;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/outgoing-mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description `outbox`: no SMTP server is configured, so messages are kept here and not sent. */
              delivery: 'smtp' | 'outbox';
              data: {
                id: number;
                /** Format: date-time */
                created_at: string;
                purpose: string;
                subject: string;
                text: string;
                recipients: {
                  address: string;
                  status: 'queued' | 'sent' | 'failed' | 'held';
                  attempts: number;
                  possible_duplicate: boolean;
                  smtp_message_id: string | null;
                  error: string | null;
                  /** Format: date-time */
                  updated_at: string;
                }[];
              }[];
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/outgoing-mail/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 202 */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              to: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description 202 */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @constant */
              status: 'sent_if_known';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-rounds/day': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          day: string;
          property_id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              property_id: number;
              /** Format: date */
              day: string;
              time_zone: string;
              summary: {
                /** @description Occurrences planned in the period. */
                scheduled: number;
                /** @description Of those, the ones whose lateness limit has passed or whose round has ended. */
                due: number;
                /** @description Rounds for the occurrences, and ad-hoc rounds. */
                rounds_done: number;
                ad_hoc: number;
                /** @description Due occurrences walked complete and on time. */
                on_time: number;
                partial: number;
                late: number;
                /** @description Due occurrences without a round, or whose round scanned nothing. */
                missed: number;
                on_time_percent: number | null;
                missed_percent: number | null;
              };
              /** @description Scheduled occurrences (with their round or none) and ad-hoc rounds, by time. */
              slots: {
                route_id: number;
                route_name: string;
                schedule_id: number | null;
                planned_start: string | null;
                window_end: string | null;
                late_after: string | null;
                status: ('complete' | 'partial' | 'missed' | 'late' | 'in_progress') | 'upcoming';
                round: {
                  id: number;
                  route_id: number;
                  route_name: string;
                  property_id: number;
                  property_name: string;
                  schedule_id: number | null;
                  planned_start: string | null;
                  /** Format: date-time */
                  started_at: string;
                  ended_at: string | null;
                  started_by: string;
                  planned: number;
                  scanned: number;
                  missed_checkpoints: number;
                  out_of_order: number;
                  /** @description Scans flagged as implausible: another checkpoint less than 15 s after the scan before it, or before the start (docs/patrols.md). */
                  implausible_scans: number;
                  late: boolean;
                  duration_ms: number;
                  status: 'complete' | 'partial' | 'missed' | 'late' | 'in_progress';
                } | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-rounds/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          property_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                route_id: number;
                route_name: string;
                property_id: number;
                property_name: string;
                schedule_id: number | null;
                planned_start: string | null;
                /** Format: date-time */
                started_at: string;
                ended_at: string | null;
                started_by: string;
                planned: number;
                scanned: number;
                missed_checkpoints: number;
                out_of_order: number;
                /** @description Scans flagged as implausible: another checkpoint less than 15 s after the scan before it, or before the start (docs/patrols.md). */
                implausible_scans: number;
                late: boolean;
                duration_ms: number;
                status: 'complete' | 'partial' | 'missed' | 'late' | 'in_progress';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-rounds/period': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          day: string;
          period: 'day' | 'week' | 'month';
          property_id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              property_id: number;
              period: 'day' | 'week' | 'month';
              /**
               * Format: date
               * @description First local day of the period.
               */
              from: string;
              /**
               * Format: date
               * @description Last local day of the period (inclusive).
               */
              to: string;
              time_zone: string;
              summary: {
                /** @description Occurrences planned in the period. */
                scheduled: number;
                /** @description Of those, the ones whose lateness limit has passed or whose round has ended. */
                due: number;
                /** @description Rounds for the occurrences, and ad-hoc rounds. */
                rounds_done: number;
                ad_hoc: number;
                /** @description Due occurrences walked complete and on time. */
                on_time: number;
                partial: number;
                late: number;
                /** @description Due occurrences without a round, or whose round scanned nothing. */
                missed: number;
                on_time_percent: number | null;
                missed_percent: number | null;
              };
              /** @description Every day of the period with its own figures. */
              days: {
                /** Format: date */
                day: string;
                /** @description Occurrences planned in the period. */
                scheduled: number;
                /** @description Of those, the ones whose lateness limit has passed or whose round has ended. */
                due: number;
                /** @description Rounds for the occurrences, and ad-hoc rounds. */
                rounds_done: number;
                ad_hoc: number;
                /** @description Due occurrences walked complete and on time. */
                on_time: number;
                partial: number;
                late: number;
                /** @description Due occurrences without a round, or whose round scanned nothing. */
                missed: number;
                on_time_percent: number | null;
                missed_percent: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-rounds/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              round: {
                id: number;
                route_id: number;
                route_name: string;
                property_id: number;
                property_name: string;
                schedule_id: number | null;
                planned_start: string | null;
                /** Format: date-time */
                started_at: string;
                ended_at: string | null;
                started_by: string;
                planned: number;
                scanned: number;
                missed_checkpoints: number;
                out_of_order: number;
                /** @description Scans flagged as implausible: another checkpoint less than 15 s after the scan before it, or before the start (docs/patrols.md). */
                implausible_scans: number;
                late: boolean;
                duration_ms: number;
                status: 'complete' | 'partial' | 'missed' | 'late' | 'in_progress';
              };
              window_end: string | null;
              late_after: string | null;
              missed_checkpoint_names: string[];
              timeline: {
                kind: 'start' | 'scan' | 'incident' | 'end';
                /** Format: date-time */
                at: string;
                received_at: string | null;
                checkpoint_id: number | null;
                checkpoint_name: string | null;
                position: number | null;
                method: 'qr' | 'nfc' | 'manual' | null;
                by: string | null;
                note: string | null;
                photo: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                } | null;
                late: boolean;
                out_of_order: boolean;
                /** @description A scan too soon after the one before it (another checkpoint), or before the round’s start. */
                implausible: 'too_fast' | 'before_start' | null;
                /** @description With too_fast: seconds since the scan before it. */
                seconds_since_previous: number | null;
                incident_id: number | null;
                incident_title: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-routes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          property_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                property_id: number;
                property_name: string;
                name: string;
                description: string | null;
                active: boolean;
                /** @description Checkpoints not retired. */
                checkpoint_count: number;
                /** @description Active schedules. */
                schedule_count: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            property_id: number;
            name: string;
            description?: string | null;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-routes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string | null;
            /** @description false retires the route: no new rounds. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/patrol-routes/{id}/checkpoint-order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Every checkpoint of the route that is not retired, in the new order. */
            checkpoint_ids: number[];
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-routes/{id}/checkpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            location_hint?: string | null;
            instructions?: string | null;
            nfc_tag_id?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-routes/{id}/checkpoints/{checkpointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          checkpointId: number;
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            location_hint?: string | null;
            instructions?: string | null;
            nfc_tag_id?: string | null;
            /** @description true retires the checkpoint; false brings it back. */
            retired?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/patrol-routes/{id}/schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            weekdays: number[];
            start_times: string[];
            window_minutes: number;
            grace_minutes?: number;
            valid_from?: string | null;
            valid_to?: string | null;
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/patrol-routes/{id}/schedules/{scheduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          scheduleId: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            weekdays?: number[];
            start_times?: string[];
            window_minutes?: number;
            grace_minutes?: number;
            valid_from?: string | null;
            valid_to?: string | null;
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              property_name: string;
              name: string;
              description: string | null;
              active: boolean;
              /** @description By position; retired ones last. */
              checkpoints: {
                id: number;
                position: number;
                name: string;
                location_hint: string | null;
                instructions: string | null;
                qr_token: string;
                nfc_tag_id: string | null;
                manual_code: string;
                retired_at: string | null;
              }[];
              schedules: {
                id: number;
                /** @description ISO weekdays: 1 = Monday … 7 = Sunday. */
                weekdays: number[];
                /** @description HH:MM in the tenant’s time zone. */
                start_times: string[];
                window_minutes: number;
                grace_minutes: number;
                valid_from: string | null;
                valid_to: string | null;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/patrol-routes/{id}/sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payroll-profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                account_id: number;
                personnel_number: string | null;
                cost_centre: string | null;
                weekly_target_minutes: number;
                /** @description Monday = 1 … Sunday = 64; Monday to Friday: 31. */
                work_days: number;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-areas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            type?: string | null;
            floor?: string | null;
            size_m2?: number | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              name: string;
              type: string | null;
              floor: string | null;
              size_m2: number | null;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/plan-areas/{id}/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            /** @description Plain German or English words ("alle 2 Wochen am Montag, nicht im Dezember", "on demand") or an RRULE. */
            frequency: string;
            excluded_months?: number[];
            excluded_weekdays?: number[];
            excluded_dates?: string[];
            skip_holidays?: boolean;
            /** @description Local HH:MM. */
            window_start: string;
            /** @description Local HH:MM. */
            window_end: string;
            expected_minutes?: number | null;
            checklist?: string[];
            assignee_account_ids?: number[];
            /** Format: date */
            valid_from: string;
            valid_to?: string | null;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              area_id: number;
              property_id: number;
              title: string;
              /** @description null: on demand. */
              rrule: string | null;
              excluded_months: number[];
              excluded_weekdays: number[];
              excluded_dates: string[];
              skip_holidays: boolean;
              sentence: string;
              window_start: string;
              window_end: string;
              expected_minutes: number | null;
              checklist: string[];
              assignee_account_ids: number[];
              /** Format: date */
              valid_from: string;
              valid_to: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-services/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            /** @description Plain German or English words ("alle 2 Wochen am Montag, nicht im Dezember", "on demand") or an RRULE. */
            frequency: string;
            excluded_months?: number[];
            excluded_weekdays?: number[];
            excluded_dates?: string[];
            skip_holidays?: boolean;
            /** @description Local HH:MM. */
            window_start: string;
            /** @description Local HH:MM. */
            window_end: string;
            expected_minutes?: number | null;
            checklist?: string[];
            assignee_account_ids?: number[];
            /** Format: date */
            valid_from: string;
            valid_to?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              area_id: number;
              property_id: number;
              title: string;
              /** @description null: on demand. */
              rrule: string | null;
              excluded_months: number[];
              excluded_weekdays: number[];
              excluded_dates: string[];
              skip_holidays: boolean;
              sentence: string;
              window_start: string;
              window_end: string;
              expected_minutes: number | null;
              checklist: string[];
              assignee_account_ids: number[];
              /** Format: date */
              valid_from: string;
              valid_to: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plan-services/{id}/retire': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              area_id: number;
              property_id: number;
              title: string;
              /** @description null: on demand. */
              rrule: string | null;
              excluded_months: number[];
              excluded_weekdays: number[];
              excluded_dates: string[];
              skip_holidays: boolean;
              sentence: string;
              window_start: string;
              window_end: string;
              expected_minutes: number | null;
              checklist: string[];
              assignee_account_ids: number[];
              /** Format: date */
              valid_from: string;
              valid_to: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            language?: 'de' | 'en' | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              name: string;
              email: string;
              language: 'de' | 'en' | null;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            new_password: string;
          };
        };
      };
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                kind: 'browser' | 'device';
                browser: string | null;
                system: string | null;
                /** Format: date-time */
                signed_in_at: string;
                /** Format: date-time */
                last_used_at: string;
                /** @description The session of this very request. */
                current: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          archived?: boolean;
          cursor?: string;
          pageSize?: number;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                /** @description Your system's own reference; unique within the tenant. */
                external_id: string | null;
                address: {
                  street: string | null;
                  postal_code: string | null;
                  city: string | null;
                  country: string | null;
                };
                notes: string | null;
                archived: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                latitude: number | null;
                longitude: number | null;
                client_id: number | null;
                client_name: string | null;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            external_id?: string | null;
            address?: {
              street?: string | null;
              postal_code?: string | null;
              city?: string | null;
              country?: string | null;
            };
            notes?: string | null;
            /** @description Degrees north (−90 to 90); null: none. Given together with longitude. */
            latitude?: number | null;
            /** @description Degrees east (−180 to 180); null: none. Given together with latitude. */
            longitude?: number | null;
            /** @description The client it belongs to; null: none. */
            client_id?: number | null;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              /** @description Your system's own reference; unique within the tenant. */
              external_id: string | null;
              address: {
                street: string | null;
                postal_code: string | null;
                city: string | null;
                country: string | null;
              };
              notes: string | null;
              archived: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              latitude: number | null;
              longitude: number | null;
              client_id: number | null;
              client_name: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/properties/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            external_id?: string | null;
            address?: {
              street?: string | null;
              postal_code?: string | null;
              city?: string | null;
              country?: string | null;
            };
            notes?: string | null;
            /** @description Archive instead of delete; false brings it back. */
            archived?: boolean;
            /** @description Degrees north (−90 to 90); null: none. Given together with longitude. */
            latitude?: number | null;
            /** @description Degrees east (−180 to 180); null: none. Given together with latitude. */
            longitude?: number | null;
            /** @description The client it belongs to; null: none. */
            client_id?: number | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              /** @description Your system's own reference; unique within the tenant. */
              external_id: string | null;
              address: {
                street: string | null;
                postal_code: string | null;
                city: string | null;
                country: string | null;
              };
              notes: string | null;
              archived: boolean;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              latitude: number | null;
              longitude: number | null;
              client_id: number | null;
              client_name: string | null;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/properties/{id}/plan-areas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            type?: string | null;
            floor?: string | null;
            size_m2?: number | null;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              property_id: number;
              name: string;
              type: string | null;
              floor: string | null;
              size_m2: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/properties/{id}/service-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              areas: {
                id: number;
                property_id: number;
                name: string;
                type: string | null;
                floor: string | null;
                size_m2: number | null;
                services: {
                  id: number;
                  area_id: number;
                  property_id: number;
                  title: string;
                  /** @description null: on demand. */
                  rrule: string | null;
                  excluded_months: number[];
                  excluded_weekdays: number[];
                  excluded_dates: string[];
                  skip_holidays: boolean;
                  sentence: string;
                  window_start: string;
                  window_end: string;
                  expected_minutes: number | null;
                  checklist: string[];
                  assignee_account_ids: number[];
                  /** Format: date */
                  valid_from: string;
                  valid_to: string | null;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/property-table': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          archived?: boolean;
          client?: string;
          page?: number;
          pageSize?: number;
          q?: string;
          sort?: 'name' | '-name' | 'city' | '-city' | 'external_id' | '-external_id';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                /** @description Your system's own reference; unique within the tenant. */
                external_id: string | null;
                address: {
                  street: string | null;
                  postal_code: string | null;
                  city: string | null;
                  country: string | null;
                };
                notes: string | null;
                archived: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                latitude: number | null;
                longitude: number | null;
                client_id: number | null;
                client_name: string | null;
              }[];
              total: number;
              page: number;
              page_size: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          status?: 'active' | 'paused' | 'archived';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                status: 'active' | 'paused' | 'archived';
                /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
                kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
                scope: {
                  client: {
                    id: number;
                    name: string;
                  } | null;
                  properties:
                    | {
                        id: number;
                        name: string;
                      }[]
                    | null;
                  template: {
                    id: number;
                    name: string;
                  } | null;
                };
                language: 'de' | 'en';
                branding: 'default' | number;
                /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
                recurrence: {
                  frequency: 'daily' | 'weekly' | 'monthly';
                  /** @description Local time HH:MM. */
                  time: string;
                  /** @description weekly: the days it is sent on. */
                  weekdays?: number[];
                  /** @description monthly on day n; a month without that day sends on its last day. */
                  day_of_month?: number;
                  /** @description monthly on the first or last given weekday. */
                  nth_weekday?: {
                    which: 'first' | 'last';
                    /** @description ISO weekday: 1 Monday … 7 Sunday. */
                    weekday: number;
                  };
                };
                time_zone: string | null;
                effective_time_zone: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                starts_on: string;
                ends_on: string | null;
                /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
                period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
                recipients: {
                  id: number;
                  address: string | null;
                  account: {
                    id: number;
                    name: string;
                  } | null;
                  unsubscribed_at: string | null;
                  /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                  approval: 'account' | 'client_contact' | 'approved' | 'pending';
                }[];
                subject: string;
                body: string;
                skip_if_empty: boolean;
                owner: {
                  id: number;
                  name: string;
                };
                next_run_at: string | null;
                last_sending: {
                  id: number;
                  schedule_id: number;
                  trigger: 'schedule' | 'test';
                  occurrence_at: string | null;
                  requested_by: {
                    id: number;
                    name: string;
                  } | null;
                  period: {
                    /** Format: date-time */
                    from: string;
                    /** Format: date-time */
                    to: string;
                    label: string;
                  };
                  /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                  status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                  error: string | null;
                  error_code:
                    | (
                        | 'subscription_paused'
                        | 'subscription_archived'
                        | 'owner_gone'
                        | 'owner_inactive'
                        | 'owner_no_access'
                        | 'nobody_to_send_to'
                        | 'daily_limit'
                        | 'no_patrol_routes'
                        | 'too_many_patrol_properties'
                        | 'production_failed'
                        | 'stopped'
                      )
                    | null;
                  error_params: {
                    [key: string]: string | number;
                  } | null;
                  file: {
                    name: string;
                    content_type: string;
                    byte_size: number;
                    delivery: 'attachment' | 'link';
                    download_url: string | null;
                  } | null;
                  recipients: {
                    total: number;
                    sent: number;
                    failed: number;
                    pending: number;
                    skipped: number;
                    held: number;
                  };
                  /** Format: date-time */
                  created_at: string;
                  finished_at: string | null;
                } | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
            kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
            scope: {
              client_id: number | null;
              property_ids: number[] | null;
              template_id: number | null;
            };
            language?: 'de' | 'en';
            /** @description 'default' (the organisation's branding) or a client's id (that client's preset). */
            branding?: 'default' | number;
            /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
            recurrence: {
              frequency: 'daily' | 'weekly' | 'monthly';
              /** @description Local time HH:MM. */
              time: string;
              /** @description weekly: the days it is sent on. */
              weekdays?: number[];
              /** @description monthly on day n; a month without that day sends on its last day. */
              day_of_month?: number;
              /** @description monthly on the first or last given weekday. */
              nth_weekday?: {
                which: 'first' | 'last';
                /** @description ISO weekday: 1 Monday … 7 Sunday. */
                weekday: number;
              };
            };
            time_zone?: string | null;
            /**
             * Format: date
             * @description YYYY-MM-DD
             */
            starts_on?: string;
            ends_on?: string | null;
            /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
            period?: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
            /** @description Together at most 50. */
            recipients: {
              emails: string[];
              account_ids: number[];
            };
            /** @description May use {period}, {property} and {client}; the e-mail's subject starts with the organisation's name. */
            subject: string;
            /** @description Plain text; may use {period}, {property} and {client}. The e-mail shows it quoted, as the organisation's message. */
            body?: string;
            /** @description Send nothing for an empty period (default true). */
            skip_if_empty?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              status: 'active' | 'paused' | 'archived';
              /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
              kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
              scope: {
                client: {
                  id: number;
                  name: string;
                } | null;
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                template: {
                  id: number;
                  name: string;
                } | null;
              };
              language: 'de' | 'en';
              branding: 'default' | number;
              /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
              recurrence: {
                frequency: 'daily' | 'weekly' | 'monthly';
                /** @description Local time HH:MM. */
                time: string;
                /** @description weekly: the days it is sent on. */
                weekdays?: number[];
                /** @description monthly on day n; a month without that day sends on its last day. */
                day_of_month?: number;
                /** @description monthly on the first or last given weekday. */
                nth_weekday?: {
                  which: 'first' | 'last';
                  /** @description ISO weekday: 1 Monday … 7 Sunday. */
                  weekday: number;
                };
              };
              time_zone: string | null;
              effective_time_zone: string;
              /**
               * Format: date
               * @description YYYY-MM-DD
               */
              starts_on: string;
              ends_on: string | null;
              /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
              period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
              recipients: {
                id: number;
                address: string | null;
                account: {
                  id: number;
                  name: string;
                } | null;
                unsubscribed_at: string | null;
                /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                approval: 'account' | 'client_contact' | 'approved' | 'pending';
              }[];
              subject: string;
              body: string;
              skip_if_empty: boolean;
              owner: {
                id: number;
                name: string;
              };
              next_run_at: string | null;
              last_sending: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                email: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                recipient_id: number;
                address: string;
                schedule: {
                  id: number;
                  name: string;
                  /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
                  kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
                  scope: string;
                };
                added_by: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                created_at: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/limits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Subscriptions (active and paused) one person may own. */
            max_schedules_per_person: number;
            /** @description Report e-mails the organisation sends in 24 hours; a sending beyond it fails and its owner is told. */
            max_mails_per_day: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Subscriptions (active and paused) one person may own. */
              max_schedules_per_person: number;
              /** @description Report e-mails the organisation sends in 24 hours; a sending beyond it fails and its owner is told. */
              max_mails_per_day: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/report-schedules/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Files up to this size are attached; larger ones linked. */
              attachment_max_bytes: number;
              link_valid_days: number;
              max_recipients: number;
              max_patrol_properties: number;
              placeholders: string[];
              max_subject_chars: number;
              max_body_chars: number;
              limits: {
                max_schedules_per_person: number;
                max_mails_per_day: number;
                mails_last_24h: number;
              };
              tenant_time_zone: string;
              kinds: {
                /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
                kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
                available: boolean;
                empty_means: string;
                permission: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              status: 'active' | 'paused' | 'archived';
              /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
              kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
              scope: {
                client: {
                  id: number;
                  name: string;
                } | null;
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                template: {
                  id: number;
                  name: string;
                } | null;
              };
              language: 'de' | 'en';
              branding: 'default' | number;
              /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
              recurrence: {
                frequency: 'daily' | 'weekly' | 'monthly';
                /** @description Local time HH:MM. */
                time: string;
                /** @description weekly: the days it is sent on. */
                weekdays?: number[];
                /** @description monthly on day n; a month without that day sends on its last day. */
                day_of_month?: number;
                /** @description monthly on the first or last given weekday. */
                nth_weekday?: {
                  which: 'first' | 'last';
                  /** @description ISO weekday: 1 Monday … 7 Sunday. */
                  weekday: number;
                };
              };
              time_zone: string | null;
              effective_time_zone: string;
              /**
               * Format: date
               * @description YYYY-MM-DD
               */
              starts_on: string;
              ends_on: string | null;
              /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
              period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
              recipients: {
                id: number;
                address: string | null;
                account: {
                  id: number;
                  name: string;
                } | null;
                unsubscribed_at: string | null;
                /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                approval: 'account' | 'client_contact' | 'approved' | 'pending';
              }[];
              subject: string;
              body: string;
              skip_if_empty: boolean;
              owner: {
                id: number;
                name: string;
              };
              next_run_at: string | null;
              last_sending: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              status: 'active' | 'paused' | 'archived';
              /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
              kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
              scope: {
                client: {
                  id: number;
                  name: string;
                } | null;
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                template: {
                  id: number;
                  name: string;
                } | null;
              };
              language: 'de' | 'en';
              branding: 'default' | number;
              /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
              recurrence: {
                frequency: 'daily' | 'weekly' | 'monthly';
                /** @description Local time HH:MM. */
                time: string;
                /** @description weekly: the days it is sent on. */
                weekdays?: number[];
                /** @description monthly on day n; a month without that day sends on its last day. */
                day_of_month?: number;
                /** @description monthly on the first or last given weekday. */
                nth_weekday?: {
                  which: 'first' | 'last';
                  /** @description ISO weekday: 1 Monday … 7 Sunday. */
                  weekday: number;
                };
              };
              time_zone: string | null;
              effective_time_zone: string;
              /**
               * Format: date
               * @description YYYY-MM-DD
               */
              starts_on: string;
              ends_on: string | null;
              /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
              period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
              recipients: {
                id: number;
                address: string | null;
                account: {
                  id: number;
                  name: string;
                } | null;
                unsubscribed_at: string | null;
                /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                approval: 'account' | 'client_contact' | 'approved' | 'pending';
              }[];
              subject: string;
              body: string;
              skip_if_empty: boolean;
              owner: {
                id: number;
                name: string;
              };
              next_run_at: string | null;
              last_sending: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
            kind?: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
            scope?: {
              client_id: number | null;
              property_ids: number[] | null;
              template_id: number | null;
            };
            language?: 'de' | 'en';
            /** @description 'default' (the organisation's branding) or a client's id (that client's preset). */
            branding?: 'default' | number;
            /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
            recurrence?: {
              frequency: 'daily' | 'weekly' | 'monthly';
              /** @description Local time HH:MM. */
              time: string;
              /** @description weekly: the days it is sent on. */
              weekdays?: number[];
              /** @description monthly on day n; a month without that day sends on its last day. */
              day_of_month?: number;
              /** @description monthly on the first or last given weekday. */
              nth_weekday?: {
                which: 'first' | 'last';
                /** @description ISO weekday: 1 Monday … 7 Sunday. */
                weekday: number;
              };
            };
            time_zone?: string | null;
            /**
             * Format: date
             * @description YYYY-MM-DD
             */
            starts_on?: string;
            ends_on?: string | null;
            /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
            period?: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
            /** @description Together at most 50. */
            recipients?: {
              emails: string[];
              account_ids: number[];
            };
            /** @description May use {period}, {property} and {client}; the e-mail's subject starts with the organisation's name. */
            subject?: string;
            /** @description Plain text; may use {period}, {property} and {client}. The e-mail shows it quoted, as the organisation's message. */
            body?: string;
            /** @description Send nothing for an empty period (default true). */
            skip_if_empty?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              status: 'active' | 'paused' | 'archived';
              /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
              kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
              scope: {
                client: {
                  id: number;
                  name: string;
                } | null;
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                template: {
                  id: number;
                  name: string;
                } | null;
              };
              language: 'de' | 'en';
              branding: 'default' | number;
              /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
              recurrence: {
                frequency: 'daily' | 'weekly' | 'monthly';
                /** @description Local time HH:MM. */
                time: string;
                /** @description weekly: the days it is sent on. */
                weekdays?: number[];
                /** @description monthly on day n; a month without that day sends on its last day. */
                day_of_month?: number;
                /** @description monthly on the first or last given weekday. */
                nth_weekday?: {
                  which: 'first' | 'last';
                  /** @description ISO weekday: 1 Monday … 7 Sunday. */
                  weekday: number;
                };
              };
              time_zone: string | null;
              effective_time_zone: string;
              /**
               * Format: date
               * @description YYYY-MM-DD
               */
              starts_on: string;
              ends_on: string | null;
              /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
              period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
              recipients: {
                id: number;
                address: string | null;
                account: {
                  id: number;
                  name: string;
                } | null;
                unsubscribed_at: string | null;
                /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                approval: 'account' | 'client_contact' | 'approved' | 'pending';
              }[];
              subject: string;
              body: string;
              skip_if_empty: boolean;
              owner: {
                id: number;
                name: string;
              };
              next_run_at: string | null;
              last_sending: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/report-schedules/{id}/pause': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              status: 'active' | 'paused' | 'archived';
              /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
              kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
              scope: {
                client: {
                  id: number;
                  name: string;
                } | null;
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                template: {
                  id: number;
                  name: string;
                } | null;
              };
              language: 'de' | 'en';
              branding: 'default' | number;
              /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
              recurrence: {
                frequency: 'daily' | 'weekly' | 'monthly';
                /** @description Local time HH:MM. */
                time: string;
                /** @description weekly: the days it is sent on. */
                weekdays?: number[];
                /** @description monthly on day n; a month without that day sends on its last day. */
                day_of_month?: number;
                /** @description monthly on the first or last given weekday. */
                nth_weekday?: {
                  which: 'first' | 'last';
                  /** @description ISO weekday: 1 Monday … 7 Sunday. */
                  weekday: number;
                };
              };
              time_zone: string | null;
              effective_time_zone: string;
              /**
               * Format: date
               * @description YYYY-MM-DD
               */
              starts_on: string;
              ends_on: string | null;
              /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
              period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
              recipients: {
                id: number;
                address: string | null;
                account: {
                  id: number;
                  name: string;
                } | null;
                unsubscribed_at: string | null;
                /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                approval: 'account' | 'client_contact' | 'approved' | 'pending';
              }[];
              subject: string;
              body: string;
              skip_if_empty: boolean;
              owner: {
                id: number;
                name: string;
              };
              next_run_at: string | null;
              last_sending: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/recipients/{recipientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          recipientId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/recipients/{recipientId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          recipientId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              recipient_id: number;
              address: string;
              /** @constant */
              approval: 'approved';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              status: 'active' | 'paused' | 'archived';
              /** @description patrol: the patrol report of the period; incidents: one PDF with the incidents of the period; form_responses: one PDF with the responses to a template in the period; working_time: the working-time CSV; service_proof: the proof of service (Leistungsnachweis) of the cleaning plans, planned vs. done, as one PDF; inspections: the quality inspections completed in the period, each with its scores, as one PDF. */
              kind: 'patrol' | 'incidents' | 'form_responses' | 'working_time' | 'service_proof' | 'inspections';
              scope: {
                client: {
                  id: number;
                  name: string;
                } | null;
                properties:
                  | {
                      id: number;
                      name: string;
                    }[]
                  | null;
                template: {
                  id: number;
                  name: string;
                } | null;
              };
              language: 'de' | 'en';
              branding: 'default' | number;
              /** @description monthly takes exactly one of day_of_month and nth_weekday; weekly takes weekdays. */
              recurrence: {
                frequency: 'daily' | 'weekly' | 'monthly';
                /** @description Local time HH:MM. */
                time: string;
                /** @description weekly: the days it is sent on. */
                weekdays?: number[];
                /** @description monthly on day n; a month without that day sends on its last day. */
                day_of_month?: number;
                /** @description monthly on the first or last given weekday. */
                nth_weekday?: {
                  which: 'first' | 'last';
                  /** @description ISO weekday: 1 Monday … 7 Sunday. */
                  weekday: number;
                };
              };
              time_zone: string | null;
              effective_time_zone: string;
              /**
               * Format: date
               * @description YYYY-MM-DD
               */
              starts_on: string;
              ends_on: string | null;
              /** @description The calendar day, week (Monday to Sunday) or month before the occurrence, in the time zone; or from the previous occurrence to this one (the first: from the start date). */
              period: 'previous_day' | 'previous_week' | 'previous_month' | 'since_last_sending';
              recipients: {
                id: number;
                address: string | null;
                account: {
                  id: number;
                  name: string;
                } | null;
                unsubscribed_at: string | null;
                /** @description account: a person of the organisation; client_contact: a contact e-mail of the scope's client; approved: an outside address approved by someone with settings.edit; pending: not mailed until approved. */
                approval: 'account' | 'client_contact' | 'approved' | 'pending';
              }[];
              subject: string;
              body: string;
              skip_if_empty: boolean;
              owner: {
                id: number;
                name: string;
              };
              next_run_at: string | null;
              last_sending: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              } | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/send-now': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 202 */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sending_id: number;
              address: string;
              /** @constant */
              status: 'queued';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/sendings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                schedule_id: number;
                trigger: 'schedule' | 'test';
                occurrence_at: string | null;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                period: {
                  /** Format: date-time */
                  from: string;
                  /** Format: date-time */
                  to: string;
                  label: string;
                };
                /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
                status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
                error: string | null;
                error_code:
                  | (
                      | 'subscription_paused'
                      | 'subscription_archived'
                      | 'owner_gone'
                      | 'owner_inactive'
                      | 'owner_no_access'
                      | 'nobody_to_send_to'
                      | 'daily_limit'
                      | 'no_patrol_routes'
                      | 'too_many_patrol_properties'
                      | 'production_failed'
                      | 'stopped'
                    )
                  | null;
                error_params: {
                  [key: string]: string | number;
                } | null;
                file: {
                  name: string;
                  content_type: string;
                  byte_size: number;
                  delivery: 'attachment' | 'link';
                  download_url: string | null;
                } | null;
                recipients: {
                  total: number;
                  sent: number;
                  failed: number;
                  pending: number;
                  skipped: number;
                  held: number;
                };
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/sendings/{sendingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          sendingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              schedule_id: number;
              trigger: 'schedule' | 'test';
              occurrence_at: string | null;
              requested_by: {
                id: number;
                name: string;
              } | null;
              period: {
                /** Format: date-time */
                from: string;
                /** Format: date-time */
                to: string;
                label: string;
              };
              /** @description queued → producing (the file) → sending (e-mails recorded, some still on their way) → sent | partly_failed | failed; skipped_empty: the period was empty and skip-if-empty is on; failed also when no file could be made. */
              status: 'queued' | 'producing' | 'sending' | 'sent' | 'partly_failed' | 'failed' | 'skipped_empty';
              error: string | null;
              error_code:
                | (
                    | 'subscription_paused'
                    | 'subscription_archived'
                    | 'owner_gone'
                    | 'owner_inactive'
                    | 'owner_no_access'
                    | 'nobody_to_send_to'
                    | 'daily_limit'
                    | 'no_patrol_routes'
                    | 'too_many_patrol_properties'
                    | 'production_failed'
                    | 'stopped'
                  )
                | null;
              error_params: {
                [key: string]: string | number;
              } | null;
              file: {
                name: string;
                content_type: string;
                byte_size: number;
                delivery: 'attachment' | 'link';
                download_url: string | null;
              } | null;
              recipients: {
                total: number;
                sent: number;
                failed: number;
                pending: number;
                skipped: number;
                held: number;
              };
              /** Format: date-time */
              created_at: string;
              finished_at: string | null;
              recipient_results: {
                address: string;
                account: {
                  id: number;
                  name: string;
                } | null;
                status: 'queued' | 'sent' | 'failed' | 'held' | 'skipped';
                reason: string | null;
                reason_code:
                  | ('unsubscribed' | 'awaiting_approval' | 'account_gone' | 'account_inactive' | 'account_not_allowed')
                  | null;
                reason_params: {
                  [key: string]: string | number;
                } | null;
                attempts: number;
                possible_duplicate: boolean;
                smtp_message_id: string | null;
                updated_at: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/report-schedules/{id}/sendings/{sendingId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
          sendingId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          kind: 'form' | 'incident' | 'patrol_round' | 'patrol_period' | 'inspection';
          subject_id: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @description form (a form response), incident, patrol_round (one patrol round) or patrol_period (a property's patrol rounds from period_from to period_to). */
                kind: 'form' | 'incident' | 'patrol_round' | 'patrol_period' | 'inspection';
                subject_id: number;
                /** @description patrol_period: the first day; null otherwise. */
                period_from: string | null;
                /** @description patrol_period: the last day; null otherwise. */
                period_to: string | null;
                status: 'pending' | 'ready' | 'failed';
                error: string | null;
                language: 'de' | 'en';
                /** @description The name the report is branded with. */
                branding_name: string;
                byte_size: number | null;
                page_count: number | null;
                file_name: string;
                requested_by: {
                  id: number;
                  name: string;
                } | null;
                /** Format: date-time */
                created_at: string;
                finished_at: string | null;
                /** Format: date-time */
                expires_at: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description form (a form response), incident, patrol_round (one patrol round) or patrol_period (a property's patrol rounds from period_from to period_to). */
            kind: 'form' | 'incident' | 'patrol_round' | 'patrol_period' | 'inspection';
            /** @description The form response's id (form), the incident's (incident), the patrol round's (patrol_round) or the property's (patrol_period). */
            subject_id: number;
            /**
             * Format: date
             * @description patrol_period only, then required: the first day (YYYY-MM-DD) in the organisation's time zone.
             */
            period_from?: string;
            /**
             * Format: date
             * @description patrol_period only, then required: the last day (inclusive), at most 31 days from period_from.
             */
            period_to?: string;
            /** @description 'default' (the organisation's branding) or a client's id (that client's preset). */
            branding?: 'default' | number;
          };
        };
      };
      responses: {
        /** @description 202 */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @constant */
              status: 'pending';
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description form (a form response), incident, patrol_round (one patrol round) or patrol_period (a property's patrol rounds from period_from to period_to). */
              kind: 'form' | 'incident' | 'patrol_round' | 'patrol_period' | 'inspection';
              subject_id: number;
              /** @description patrol_period: the first day; null otherwise. */
              period_from: string | null;
              /** @description patrol_period: the last day; null otherwise. */
              period_to: string | null;
              status: 'pending' | 'ready' | 'failed';
              error: string | null;
              language: 'de' | 'en';
              /** @description The name the report is branded with. */
              branding_name: string;
              byte_size: number | null;
              page_count: number | null;
              file_name: string;
              requested_by: {
                id: number;
                name: string;
              } | null;
              /** Format: date-time */
              created_at: string;
              finished_at: string | null;
              /** Format: date-time */
              expires_at: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              roles: {
                /** @description A built-in key or a custom role’s `role_<n>`. */
                key: string;
                name: string;
                description: string;
                permissions: (
                  | 'settings.edit'
                  | 'accounts.manage'
                  | 'properties.edit'
                  | 'audit.view'
                  | 'time.manage'
                  | 'time.unlock'
                  | 'tasks.manage'
                  | 'incidents.manage'
                  | 'forms.manage'
                  | 'patrols.manage'
                  | 'material.manage'
                )[];
                built_in: boolean;
                holders: number;
              }[];
              permissions: {
                key:
                  | 'settings.edit'
                  | 'accounts.manage'
                  | 'properties.edit'
                  | 'audit.view'
                  | 'time.manage'
                  | 'time.unlock'
                  | 'tasks.manage'
                  | 'incidents.manage'
                  | 'forms.manage'
                  | 'patrols.manage'
                  | 'material.manage';
                description: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Unique within the tenant, compared without regard to letter case, the built-in roles’ names included; leading and trailing spaces are dropped. */
            name: string;
            /** @description What the role is for, shown next to it in the portal. */
            description?: string | null;
            /** @description What the role grants. Answers list them in catalogue order. */
            permissions: (
              | 'settings.edit'
              | 'accounts.manage'
              | 'properties.edit'
              | 'audit.view'
              | 'time.manage'
              | 'time.unlock'
              | 'tasks.manage'
              | 'incidents.manage'
              | 'forms.manage'
              | 'patrols.manage'
              | 'material.manage'
            )[];
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description A built-in key or a custom role’s `role_<n>`. */
              key: string;
              name: string;
              description: string;
              permissions: (
                | 'settings.edit'
                | 'accounts.manage'
                | 'properties.edit'
                | 'audit.view'
                | 'time.manage'
                | 'time.unlock'
                | 'tasks.manage'
                | 'incidents.manage'
                | 'forms.manage'
                | 'patrols.manage'
                | 'material.manage'
              )[];
              built_in: boolean;
              holders: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Unique within the tenant, compared without regard to letter case, the built-in roles’ names included; leading and trailing spaces are dropped. */
            name?: string;
            /** @description What the role is for, shown next to it in the portal. */
            description?: string | null;
            /** @description What the role grants. Answers list them in catalogue order. */
            permissions?: (
              | 'settings.edit'
              | 'accounts.manage'
              | 'properties.edit'
              | 'audit.view'
              | 'time.manage'
              | 'time.unlock'
              | 'tasks.manage'
              | 'incidents.manage'
              | 'forms.manage'
              | 'patrols.manage'
              | 'material.manage'
            )[];
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description A built-in key or a custom role’s `role_<n>`. */
              key: string;
              name: string;
              description: string;
              permissions: (
                | 'settings.edit'
                | 'accounts.manage'
                | 'properties.edit'
                | 'audit.view'
                | 'time.manage'
                | 'time.unlock'
                | 'tasks.manage'
                | 'incidents.manage'
                | 'forms.manage'
                | 'patrols.manage'
                | 'material.manage'
              )[];
              built_in: boolean;
              holders: number;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/service-plans/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The CSV file, base64: UTF-8 (with or without BOM) or Windows-1252, `;` or `,` between cells. */
            file: string;
            /** @description true: change nothing, say what the import would do. */
            dry_run: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              dry_run: boolean;
              imported: boolean;
              encoding: 'utf-8' | 'windows-1252';
              delimiter: ';' | ',';
              /** @description Lines of services in the file, the header not counted. */
              lines: number;
              properties: {
                property_id: number;
                property_name: string;
                areas: {
                  name: string;
                  status: 'new' | 'existing';
                  services: {
                    line: number;
                    title: string;
                    status: 'new' | 'updated' | 'unchanged';
                    rrule: string | null;
                    sentence: string;
                    expected_minutes: number | null;
                    checklist: string[];
                    window_start: string;
                    window_end: string;
                    /** Format: date */
                    valid_from: string;
                  }[];
                }[];
              }[];
              refusals: {
                line: number;
                /** @description Why the line is refused (docs/service-plans.md lists the codes). */
                code: string;
                column:
                  | ('property' | 'area' | 'service' | 'frequency' | 'minutes' | 'checklist' | 'window' | 'valid_from')
                  | null;
                value: string | null;
                other_line: number | null;
              }[];
              counts: {
                areas_new: number;
                services_new: number;
                services_updated: number;
                services_unchanged: number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-plans/planned-vs-done': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          client_id?: number;
          from: string;
          group: 'property' | 'area' | 'client';
          property_id?: number;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              group: 'property' | 'area' | 'client';
              time_zone: string;
              totals: {
                planned: number;
                /** @description Completed by the end of the window. */
                on_time: number;
                /** @description Completed after the end of the window. */
                late: number;
                /** @description Marked missed and not done. */
                missed: number;
                /** @description Not yet due, in the window, or not yet marked. */
                open: number;
              };
              rows: {
                id: number | null;
                name: string | null;
                property_id: number | null;
                property_name: string | null;
                planned: number;
                /** @description Completed by the end of the window. */
                on_time: number;
                /** @description Completed after the end of the window. */
                late: number;
                /** @description Marked missed and not done. */
                missed: number;
                /** @description Not yet due, in the window, or not yet marked. */
                open: number;
                reasons: {
                  task_id: number;
                  /** Format: date */
                  day: string;
                  title: string;
                  outcome: 'late' | 'missed';
                  reason: string;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-plans/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            frequency: string;
            excluded_months?: number[];
            excluded_weekdays?: number[];
            excluded_dates?: string[];
            skip_holidays?: boolean;
            /** Format: date */
            valid_from?: string;
            valid_to?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description null: on demand. */
              rrule: string | null;
              excluded_months: number[];
              excluded_weekdays: number[];
              excluded_dates: string[];
              skip_holidays: boolean;
              sentence: string;
              /** @description The next ten days it falls on. */
              dates: string[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service-plans/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              horizon_days: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            horizon_days: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              horizon_days: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              setup_required: boolean;
              /** @description Where to ask for a plan change (SUPPORT_CONTACT): an e-mail address or a URL. */
              support_contact: string | null;
              /** @description Reset links can be sent: PUBLIC_URL is set, so the links point at this installation. */
              password_reset_available: boolean;
              /** @description Send it as X-CSRF-Token on every POST, PATCH, PUT and DELETE. */
              csrf_token: string;
              user: {
                account_id: number;
                name: string;
                email: string;
                role: string;
                role_name: string;
                permissions: (
                  | 'settings.edit'
                  | 'accounts.manage'
                  | 'properties.edit'
                  | 'audit.view'
                  | 'time.manage'
                  | 'time.unlock'
                  | 'tasks.manage'
                  | 'incidents.manage'
                  | 'forms.manage'
                  | 'patrols.manage'
                  | 'material.manage'
                )[];
                /** @description The person’s own language; null: the organisation’s. */
                language: ('de' | 'en') | null;
                tenant: {
                  id: number;
                  name: string;
                  timezone: string;
                  language: 'de' | 'en';
                  has_logo: boolean;
                  plan: 'BASIC' | 'STANDARD' | 'PREMIUM';
                  /** @description The plan includes the REST API. */
                  api_available: boolean;
                  /** @description The optional modules the organisation has; their screens show only with them. */
                  modules: 'material'[];
                  /** Format: date */
                  licence_valid_until: string;
                  licence_active: boolean;
                  seat_limit: number;
                  /** @description Active accounts that can sign in (all but technical ones). */
                  seats_used: number;
                };
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            organisation_name: string;
            timezone: string;
            name: string;
            email: string;
            password: string;
            language?: 'de' | 'en';
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              setup_required: boolean;
              /** @description Where to ask for a plan change (SUPPORT_CONTACT): an e-mail address or a URL. */
              support_contact: string | null;
              /** @description Reset links can be sent: PUBLIC_URL is set, so the links point at this installation. */
              password_reset_available: boolean;
              /** @description Send it as X-CSRF-Token on every POST, PATCH, PUT and DELETE. */
              csrf_token: string;
              user: {
                account_id: number;
                name: string;
                email: string;
                role: string;
                role_name: string;
                permissions: (
                  | 'settings.edit'
                  | 'accounts.manage'
                  | 'properties.edit'
                  | 'audit.view'
                  | 'time.manage'
                  | 'time.unlock'
                  | 'tasks.manage'
                  | 'incidents.manage'
                  | 'forms.manage'
                  | 'patrols.manage'
                  | 'material.manage'
                )[];
                /** @description The person’s own language; null: the organisation’s. */
                language: ('de' | 'en') | null;
                tenant: {
                  id: number;
                  name: string;
                  timezone: string;
                  language: 'de' | 'en';
                  has_logo: boolean;
                  plan: 'BASIC' | 'STANDARD' | 'PREMIUM';
                  /** @description The plan includes the REST API. */
                  api_available: boolean;
                  /** @description The optional modules the organisation has; their screens show only with them. */
                  modules: 'material'[];
                  /** Format: date */
                  licence_valid_until: string;
                  licence_active: boolean;
                  seat_limit: number;
                  /** @description Active accounts that can sign in (all but technical ones). */
                  seats_used: number;
                };
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
            tenant_id?: number;
            kind?: 'browser' | 'device';
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              setup_required: boolean;
              /** @description Where to ask for a plan change (SUPPORT_CONTACT): an e-mail address or a URL. */
              support_contact: string | null;
              /** @description Reset links can be sent: PUBLIC_URL is set, so the links point at this installation. */
              password_reset_available: boolean;
              /** @description Send it as X-CSRF-Token on every POST, PATCH, PUT and DELETE. */
              csrf_token: string;
              user: {
                account_id: number;
                name: string;
                email: string;
                role: string;
                role_name: string;
                permissions: (
                  | 'settings.edit'
                  | 'accounts.manage'
                  | 'properties.edit'
                  | 'audit.view'
                  | 'time.manage'
                  | 'time.unlock'
                  | 'tasks.manage'
                  | 'incidents.manage'
                  | 'forms.manage'
                  | 'patrols.manage'
                  | 'material.manage'
                )[];
                /** @description The person’s own language; null: the organisation’s. */
                language: ('de' | 'en') | null;
                tenant: {
                  id: number;
                  name: string;
                  timezone: string;
                  language: 'de' | 'en';
                  has_logo: boolean;
                  plan: 'BASIC' | 'STANDARD' | 'PREMIUM';
                  /** @description The plan includes the REST API. */
                  api_available: boolean;
                  /** @description The optional modules the organisation has; their screens show only with them. */
                  modules: 'material'[];
                  /** Format: date */
                  licence_valid_until: string;
                  licence_active: boolean;
                  seat_limit: number;
                  /** @description Active accounts that can sign in (all but technical ones). */
                  seats_used: number;
                };
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/surcharge-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Local times HH:MM in the organisation’s zone; an end not after the start is the next day. */
              night_window: {
                start: string;
                end: string;
              };
              night: {
                enabled: boolean;
                /** @description The surcharge in percent (1 to 1000); null: hours only. */
                percent: number | null;
              };
              sunday: {
                enabled: boolean;
                /** @description The surcharge in percent (1 to 1000); null: hours only. */
                percent: number | null;
              };
              holiday: {
                enabled: boolean;
                /** @description The surcharge in percent (1 to 1000); null: hours only. */
                percent: number | null;
              };
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Local times HH:MM in the organisation’s zone; an end not after the start is the next day. */
            night_window: {
              start: string;
              end: string;
            };
            night: {
              enabled: boolean;
              /** @description The surcharge in percent (1 to 1000); null: hours only. */
              percent: number | null;
            };
            sunday: {
              enabled: boolean;
              /** @description The surcharge in percent (1 to 1000); null: hours only. */
              percent: number | null;
            };
            holiday: {
              enabled: boolean;
              /** @description The surcharge in percent (1 to 1000); null: hours only. */
              percent: number | null;
            };
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Local times HH:MM in the organisation’s zone; an end not after the start is the next day. */
              night_window: {
                start: string;
                end: string;
              };
              night: {
                enabled: boolean;
                /** @description The surcharge in percent (1 to 1000); null: hours only. */
                percent: number | null;
              };
              sunday: {
                enabled: boolean;
                /** @description The surcharge in percent (1 to 1000); null: hours only. */
                percent: number | null;
              };
              holiday: {
                enabled: boolean;
                /** @description The surcharge in percent (1 to 1000); null: hours only. */
                percent: number | null;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          assignee?: string;
          cursor?: string;
          due_from?: string;
          due_to?: string;
          pageSize?: number;
          property_id?: number;
          q?: string;
          status?: ('open' | 'in_progress' | 'done' | 'cancelled') | 'unfinished';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: uuid */
                uuid: string;
                title: string;
                description: string | null;
                property_id: number;
                /** Format: date */
                due_date: string;
                /** @description open → in_progress → done, or cancelled. */
                status: 'open' | 'in_progress' | 'done' | 'cancelled';
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                completed_at: string | null;
                /** @description Where the task came from: the API, the portal, the field app, a workflow rule, the operator, a service plan. */
                origin: 'api' | 'portal' | 'field' | 'rule' | 'operator' | 'plan';
                /** @description Who is to do it; null: anyone with access to the property. */
                assignee: {
                  id: number;
                  name: string;
                } | null;
                /** @description How the task was done; null unless its status is done. */
                completion: {
                  /** Format: date-time */
                  at: string;
                  /** @description Who marked it done; null when nobody is known. */
                  by: {
                    id: number;
                    name: string;
                  } | null;
                  /** @description The note written when completing it. */
                  note: string | null;
                  /** @description Photos taken when completing it. */
                  photos: {
                    /** @description The stored file. */
                    id: number;
                    /** @description The photo, 1,600 px on its longer side. */
                    url: string;
                    /** @description A 400-px thumbnail. */
                    thumbnail_url: string;
                  }[];
                } | null;
                /** @description The incident it was made from in the office; null otherwise. */
                incident_id: number | null;
                /** @description Photos given with the task when it was made (a defect’s photos from a quality inspection): what to look at, not proof of the work. */
                reference_photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description Your id for this task. Repeating the call with the same uuid and payload creates nothing and returns the task (200); the same uuid with another payload is 409 uuid_conflict.
             */
            uuid?: string;
            title: string;
            property_id: number;
            /**
             * Format: date
             * @description A calendar date, YYYY-MM-DD.
             */
            due_date: string;
            description?: string | null;
            /** @description Who is to do it: a person who sees the property; null: nobody in particular. */
            assignee_account_id?: number | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              /** Format: date */
              due_date: string;
              /** @description open → in_progress → done, or cancelled. */
              status: 'open' | 'in_progress' | 'done' | 'cancelled';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              completed_at: string | null;
              /** @description Where the task came from: the API, the portal, the field app, a workflow rule, the operator, a service plan. */
              origin: 'api' | 'portal' | 'field' | 'rule' | 'operator' | 'plan';
              /** @description Who is to do it; null: anyone with access to the property. */
              assignee: {
                id: number;
                name: string;
              } | null;
              /** @description How the task was done; null unless its status is done. */
              completion: {
                /** Format: date-time */
                at: string;
                /** @description Who marked it done; null when nobody is known. */
                by: {
                  id: number;
                  name: string;
                } | null;
                /** @description The note written when completing it. */
                note: string | null;
                /** @description Photos taken when completing it. */
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
              } | null;
              /** @description The incident it was made from in the office; null otherwise. */
              incident_id: number | null;
              /** @description Photos given with the task when it was made (a defect’s photos from a quality inspection): what to look at, not proof of the work. */
              reference_photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
            };
          };
        };
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              /** Format: date */
              due_date: string;
              /** @description open → in_progress → done, or cancelled. */
              status: 'open' | 'in_progress' | 'done' | 'cancelled';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              completed_at: string | null;
              /** @description Where the task came from: the API, the portal, the field app, a workflow rule, the operator, a service plan. */
              origin: 'api' | 'portal' | 'field' | 'rule' | 'operator' | 'plan';
              /** @description Who is to do it; null: anyone with access to the property. */
              assignee: {
                id: number;
                name: string;
              } | null;
              /** @description How the task was done; null unless its status is done. */
              completion: {
                /** Format: date-time */
                at: string;
                /** @description Who marked it done; null when nobody is known. */
                by: {
                  id: number;
                  name: string;
                } | null;
                /** @description The note written when completing it. */
                note: string | null;
                /** @description Photos taken when completing it. */
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
              } | null;
              /** @description The incident it was made from in the office; null otherwise. */
              incident_id: number | null;
              /** @description Photos given with the task when it was made (a defect’s photos from a quality inspection): what to look at, not proof of the work. */
              reference_photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tasks/assignees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          property_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tasks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              /** Format: date */
              due_date: string;
              /** @description open → in_progress → done, or cancelled. */
              status: 'open' | 'in_progress' | 'done' | 'cancelled';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              completed_at: string | null;
              /** @description Where the task came from: the API, the portal, the field app, a workflow rule, the operator, a service plan. */
              origin: 'api' | 'portal' | 'field' | 'rule' | 'operator' | 'plan';
              /** @description Who is to do it; null: anyone with access to the property. */
              assignee: {
                id: number;
                name: string;
              } | null;
              /** @description How the task was done; null unless its status is done. */
              completion: {
                /** Format: date-time */
                at: string;
                /** @description Who marked it done; null when nobody is known. */
                by: {
                  id: number;
                  name: string;
                } | null;
                /** @description The note written when completing it. */
                note: string | null;
                /** @description Photos taken when completing it. */
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
              } | null;
              /** @description The incident it was made from in the office; null otherwise. */
              incident_id: number | null;
              /** @description Photos given with the task when it was made (a defect’s photos from a quality inspection): what to look at, not proof of the work. */
              reference_photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title?: string;
            /** @description `null` clears it. */
            description?: string | null;
            /**
             * Format: date
             * @description A calendar date, YYYY-MM-DD.
             */
            due_date?: string;
            /** @description Any status may follow any other: `cancelled` when the booking is gone, `open` to bring a task back. `done` sets `completed_at`; leaving `done` clears it. */
            status?: 'open' | 'in_progress' | 'done' | 'cancelled';
            /** @description Who is to do it: a person who sees the property; null: nobody in particular. */
            assignee_account_id?: number | null;
            /** @description Why a missed occurrence of a service plan was not done (planned vs. done shows it); only on a missed occurrence. `null` or empty clears it. */
            missed_reason?: string | null;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** Format: uuid */
              uuid: string;
              title: string;
              description: string | null;
              property_id: number;
              /** Format: date */
              due_date: string;
              /** @description open → in_progress → done, or cancelled. */
              status: 'open' | 'in_progress' | 'done' | 'cancelled';
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
              completed_at: string | null;
              /** @description Where the task came from: the API, the portal, the field app, a workflow rule, the operator, a service plan. */
              origin: 'api' | 'portal' | 'field' | 'rule' | 'operator' | 'plan';
              /** @description Who is to do it; null: anyone with access to the property. */
              assignee: {
                id: number;
                name: string;
              } | null;
              /** @description How the task was done; null unless its status is done. */
              completion: {
                /** Format: date-time */
                at: string;
                /** @description Who marked it done; null when nobody is known. */
                by: {
                  id: number;
                  name: string;
                } | null;
                /** @description The note written when completing it. */
                note: string | null;
                /** @description Photos taken when completing it. */
                photos: {
                  /** @description The stored file. */
                  id: number;
                  /** @description The photo, 1,600 px on its longer side. */
                  url: string;
                  /** @description A 400-px thumbnail. */
                  thumbnail_url: string;
                }[];
              } | null;
              /** @description The incident it was made from in the office; null otherwise. */
              incident_id: number | null;
              /** @description Photos given with the task when it was made (a defect’s photos from a quality inspection): what to look at, not proof of the work. */
              reference_photos: {
                /** @description The stored file. */
                id: number;
                /** @description The photo, 1,600 px on its longer side. */
                url: string;
                /** @description A 400-px thumbnail. */
                thumbnail_url: string;
              }[];
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/time-locks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
                /** Format: date-time */
                locked_at: string;
                locked_by: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
          };
        };
      };
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-locks/{id}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Why: kept in the entry’s history (3 to 500 characters). */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account_id?: number;
          from: string;
          property_id?: number;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                account_id: number;
                person: string;
                property_id: number;
                property: string;
                /** Format: date */
                day: string;
                start: string;
                end: string | null;
                break_minutes: number;
                net_minutes: number | null;
                status: 'open' | 'recorded' | 'approved' | 'edited' | 'locked';
                note: string | null;
                breaks: {
                  start: string;
                  end: string | null;
                }[];
                edited_by: string | null;
                flags: {
                  clock_skew: boolean;
                  long_open: boolean;
                  /** @description Closed at its last tap: a later start arrived before the phone’s end; the end sets the time when it arrives, or the office enters it. */
                  end_missing: boolean;
                  break_rule: 'break_30_after_6h' | 'break_45_after_9h' | null;
                  /** @description The working-time rules (ArbZG) the entry’s working day breaks: daily_max (§3, over 10 h net), breaks (§4, too little break on net time), stretch (§4, over 6 h in a row), rest (§5, under 11 h before the day), sunday and holiday (§9). A rule the organisation switched off is not named. */
                  rules: {
                    rule: 'daily_max' | 'breaks' | 'stretch' | 'rest' | 'sunday' | 'holiday';
                    actual_minutes: number;
                    limit_minutes: number;
                  }[];
                  /** @description MiLoG §17: the office added or last changed the entry after the end of the seventh day following its work day; who and when. Null when not, or when the organisation switched the rule off. */
                  late_record: {
                    by: string | null;
                    /** Format: date-time */
                    at: string;
                  } | null;
                };
              }[];
              time_zone: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ids: number[];
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              approved: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet/compliance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account_id?: number;
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              time_zone: string;
              modes: {
                max_daily: 'off' | 'warn' | 'block';
                breaks: 'off' | 'warn' | 'block';
                rest: 'off' | 'warn' | 'block';
                sunday_holiday: 'off' | 'warn' | 'block';
                late_record: 'off' | 'warn' | 'block';
              };
              people: {
                account_id: number;
                person: string;
                findings: {
                  rule: 'daily_max' | 'breaks' | 'stretch' | 'rest' | 'sunday' | 'holiday' | 'late_record';
                  /** Format: date */
                  day: string;
                  entry_ids: number[];
                  actual_minutes: number;
                  limit_minutes: number;
                  mode: 'off' | 'warn' | 'block';
                  override: {
                    by: string | null;
                    /** Format: date-time */
                    at: string;
                    reason: string;
                  } | null;
                  recorded: {
                    by: string | null;
                    /** Format: date-time */
                    at: string;
                  } | null;
                }[];
                totals: {
                  rule: 'daily_max' | 'breaks' | 'stretch' | 'rest' | 'sunday' | 'holiday' | 'late_record';
                  findings: number;
                  overridden: number;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet/compliance/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          account_id?: number;
          from: string;
          language?: 'de' | 'en';
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            account_id: number;
            property_id: number;
            day: string;
            /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
            start: string;
            /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
            end: string;
            breaks?: {
              /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
              start: string;
              /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
              end: string;
            }[];
            note?: string | null;
            /** @description Why: kept in the entry’s history (3 to 500 characters). */
            reason: string;
            /** @description Saves despite working-time rules set to block (`working_time_rule_blocked`); kept in the audit log with the rules. */
            override_reason?: string;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet/entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description Why: kept in the entry’s history (3 to 500 characters). */
            reason: string;
          };
        };
      };
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            property_id?: number;
            day?: string;
            /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
            start?: string;
            end?: string | null;
            breaks?: {
              /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
              start: string;
              /** @description HH:MM in the organisation’s time zone; HH:MM:SS where the time sheet shows seconds (a phone’s tap). */
              end: string;
            }[];
            note?: string | null;
            /** @description Why: kept in the entry’s history (3 to 500 characters). */
            reason: string;
            /** @description Saves despite working-time rules set to block (`working_time_rule_blocked`); kept in the audit log with the rules. */
            override_reason?: string;
          };
        };
      };
      responses: {
        /** @description Not described by a schema. */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    trace?: never;
  };
  '/time-sheet/entries/{id}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                action: 'created' | 'edited' | 'deleted';
                /** Format: date-time */
                at: string;
                actor: string | null;
                reason: string;
                before: {
                  property_id: number;
                  started_at: string;
                  ended_at: string | null;
                  breaks: {
                    started_at: string;
                    ended_at: string | null;
                  }[];
                  note: string | null;
                } | null;
                after: {
                  property_id: number;
                  started_at: string;
                  ended_at: string | null;
                  breaks: {
                    started_at: string;
                    ended_at: string | null;
                  }[];
                  note: string | null;
                } | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/time-sheet/people': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                active: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoints: {
                id: number;
                url: string;
                description: string;
                event_types: string[];
                enabled: boolean;
                /** @description `manual`: switched off through the API or portal; `gone`: the receiver answered 410; `failing`: every attempt failed for five days. */
                disabled_reason: 'manual' | 'gone' | 'failing' | null;
                disabled_at: string | null;
                /** @description The first failed attempt since the last success; null while deliveries succeed. */
                failing_since: string | null;
                /** @description The endpoint receives only events this account may see (its permissions and properties). */
                created_by_account_id: number;
                /** Format: date-time */
                created_at: string;
              }[];
              event_types: string[];
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uri
             * @description Where events are POSTed: https, to a public address (loopback, private, link-local and metadata addresses are refused, checked at every delivery). Plain http only to networks the operator allows (`WEBHOOK_ALLOW_NETWORKS`).
             * @example https://pms.example.com/caretaker/webhooks
             */
            url: string;
            /** @description What the endpoint is for; for people. */
            description?: string;
            /** @description The event types sent; empty: every type (also types added later). */
            event_types?: (
              | 'property.created'
              | 'property.updated'
              | 'task.created'
              | 'task.updated'
              | 'task.status_changed'
              | 'task.missed'
              | 'incident.created'
              | 'incident.updated'
              | 'incident.status_changed'
              | 'form_response.submitted'
              | 'material.item.created'
              | 'material.item.updated'
              | 'material.movement.created'
              | 'material.request.created'
              | 'material.request.status_changed'
              | 'patrol.round.completed'
              | 'patrol.round.missed'
              | 'inspection.completed'
            )[];
            /** @default true */
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: {
                id: number;
                url: string;
                description: string;
                event_types: string[];
                enabled: boolean;
                /** @description `manual`: switched off through the API or portal; `gone`: the receiver answered 410; `failing`: every attempt failed for five days. */
                disabled_reason: 'manual' | 'gone' | 'failing' | null;
                disabled_at: string | null;
                /** @description The first failed attempt since the last success; null while deliveries succeed. */
                failing_since: string | null;
                /** @description The endpoint receives only events this account may see (its permissions and properties). */
                created_by_account_id: number;
                /** Format: date-time */
                created_at: string;
              };
              /**
               * @description The signing secret (`whsec_` and base64), shown this once: store it where the receiver verifies signatures.
               * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
               */
              secret: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uri
             * @description Where events are POSTed: https, to a public address (loopback, private, link-local and metadata addresses are refused, checked at every delivery). Plain http only to networks the operator allows (`WEBHOOK_ALLOW_NETWORKS`).
             * @example https://pms.example.com/caretaker/webhooks
             */
            url?: string;
            /** @description What the endpoint is for; for people. */
            description?: string;
            /** @description The event types sent; empty: every type (also types added later). */
            event_types?: (
              | 'property.created'
              | 'property.updated'
              | 'task.created'
              | 'task.updated'
              | 'task.status_changed'
              | 'task.missed'
              | 'incident.created'
              | 'incident.updated'
              | 'incident.status_changed'
              | 'form_response.submitted'
              | 'material.item.created'
              | 'material.item.updated'
              | 'material.movement.created'
              | 'material.request.created'
              | 'material.request.status_changed'
              | 'patrol.round.completed'
              | 'patrol.round.missed'
              | 'inspection.completed'
            )[];
            /** @description false switches the endpoint off; true on again (deliveries still pending resume). */
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              url: string;
              description: string;
              event_types: string[];
              enabled: boolean;
              /** @description `manual`: switched off through the API or portal; `gone`: the receiver answered 410; `failing`: every attempt failed for five days. */
              disabled_reason: 'manual' | 'gone' | 'failing' | null;
              disabled_at: string | null;
              /** @description The first failed attempt since the last success; null while deliveries succeed. */
              failing_since: string | null;
              /** @description The endpoint receives only events this account may see (its permissions and properties). */
              created_by_account_id: number;
              /** Format: date-time */
              created_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          pageSize?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @description The `webhook-id` header: the same on every attempt and replay. */
                webhook_id: string;
                /** @description null for `webhook.test`. */
                event_id: number | null;
                event_type: string;
                origin: 'event' | 'test' | 'replay';
                state: 'pending' | 'succeeded' | 'failed';
                next_attempt_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** @description The exact body sent (and signed). */
                request_body: string;
                attempts: {
                  /** Format: date-time */
                  attempted_at: string;
                  succeeded: boolean;
                  duration_ms: number;
                  request_headers: {
                    [key: string]: string;
                  };
                  response_status: number | null;
                  response_body: string | null;
                  error: string | null;
                }[];
              }[];
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/deliveries/{delivery_id}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          delivery_id: number;
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 202 */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Deliveries queued. */
              queued: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endpoint: {
                id: number;
                url: string;
                description: string;
                event_types: string[];
                enabled: boolean;
                /** @description `manual`: switched off through the API or portal; `gone`: the receiver answered 410; `failing`: every attempt failed for five days. */
                disabled_reason: 'manual' | 'gone' | 'failing' | null;
                disabled_at: string | null;
                /** @description The first failed attempt since the last success; null while deliveries succeed. */
                failing_since: string | null;
                /** @description The endpoint receives only events this account may see (its permissions and properties). */
                created_by_account_id: number;
                /** Format: date-time */
                created_at: string;
              };
              /**
               * @description The signing secret (`whsec_` and base64), shown this once: store it where the receiver verifies signatures.
               * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
               */
              secret: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 202 */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description The `webhook-id` header: the same on every attempt and replay. */
              webhook_id: string;
              /** @description null for `webhook.test`. */
              event_id: number | null;
              event_type: string;
              origin: 'event' | 'test' | 'replay';
              state: 'pending' | 'succeeded' | 'failed';
              next_attempt_at: string | null;
              /** Format: date-time */
              created_at: string;
              /** @description The exact body sent (and signed). */
              request_body: string;
              attempts: {
                /** Format: date-time */
                attempted_at: string;
                succeeded: boolean;
                duration_ms: number;
                request_headers: {
                  [key: string]: string;
                };
                response_status: number | null;
                response_body: string | null;
                error: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          active?: boolean;
          cursor?: string;
          pageSize?: number;
          trigger?: 'form_response_submitted' | 'incident_created' | 'task_overdue';
          updated_since?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @description Client-supplied at creation, or generated; null only for a rule made outside the API without one. */
                uuid: string | null;
                name: string;
                description: string | null;
                /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
                trigger: 'form_response_submitted' | 'incident_created' | 'task_overdue';
                conditions: {
                  /** @description Null: every property. */
                  property_ids: number[] | null;
                  template_id: number | null;
                  answer: {
                    field_id: string;
                    /** @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it). */
                    operator:
                      | 'equals'
                      | 'not_equals'
                      | 'in'
                      | 'contains'
                      | 'not_contains'
                      | 'greater_than'
                      | 'less_than'
                      | 'is_true'
                      | 'is_false'
                      | 'is_empty'
                      | 'is_not_empty';
                    /** @description Null for is_true, is_false, is_empty and is_not_empty. */
                    value: string | number | string[] | null;
                  } | null;
                };
                actions: (
                  | {
                      /** @constant */
                      type: 'create_task';
                      title: string;
                      due_in_days: number;
                      description: string | null;
                    }
                  | {
                      /** @constant */
                      type: 'create_incident';
                      title: string;
                      /** @description Severity of the incident created. */
                      severity: 'low' | 'medium' | 'high' | 'critical';
                      description: string | null;
                    }
                  | {
                      /** @constant */
                      type: 'notify_email';
                      to: string;
                      subject: string | null;
                    }
                )[];
                /** @description Only active rules fire. */
                active: boolean;
                /** @description The account of the key (or portal user) that created the rule. */
                created_by_account_id: number | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /**
             * Format: uuid
             * @description Your id for this rule. Repeating the call with the same uuid and payload creates nothing and returns the rule (200); the same uuid with another payload is 409 uuid_conflict.
             */
            uuid?: string;
            name: string;
            description?: string | null;
            /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
            trigger: 'form_response_submitted' | 'incident_created' | 'task_overdue';
            /** @description All given conditions must hold (an absent or null one always holds). Sent in a PATCH, the object replaces the rule’s conditions as a whole. */
            conditions?: {
              /** @description The rule fires only for events at one of these properties (any of them), each listed once. Absent or null: at every property, which only a key whose account sees all properties may set. An empty list could never match and is refused. */
              property_ids?: number[] | null;
              /** @description Only responses to this form template (trigger `form_response_submitted` only). It must be active and offered at one of `property_ids`, if given. */
              template_id?: number | null;
              /** @description One answer of the response must meet this. Needs `template_id`. */
              answer?: {
                /** @description The `id` of a field in the template’s current version. */
                field_id: string;
                /** @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it). */
                operator:
                  | 'equals'
                  | 'not_equals'
                  | 'in'
                  | 'contains'
                  | 'not_contains'
                  | 'greater_than'
                  | 'less_than'
                  | 'is_true'
                  | 'is_false'
                  | 'is_empty'
                  | 'is_not_empty';
                /** @description What the answer is compared with: a string (text, date, time, an option), a number (number, rating), or a list of options for `in`, each once. Absent or null for is_true, is_false, is_empty and is_not_empty. */
                value?: string | number | string[] | null;
              } | null;
            };
            /** @description What the rule does when it fires, in this order: 1 to 10 actions, no two the same. Sent in a PATCH, the list replaces the rule’s actions. */
            actions: ({
              /** @description `create_task` and `create_incident` create it at the property of the event that fired the rule; `notify_email` sends a notice about the event. */
              type: 'create_task' | 'create_incident' | 'notify_email';
              /** @description Title of what is created. */
              title?: string;
              /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
              due_in_days?: number;
              description?: string | null;
              /** @description Severity of the incident created. */
              severity?: 'low' | 'medium' | 'high' | 'critical';
              /**
               * Format: email
               * @description The address notified.
               */
              to?: string;
              subject?: string | null;
            } & (
              | {
                  /** @constant */
                  type: 'create_task';
                  /** @description Title of what is created. */
                  title: string;
                  /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
                  due_in_days: number;
                  description?: string | null;
                }
              | {
                  /** @constant */
                  type: 'create_incident';
                  /** @description Title of what is created. */
                  title: string;
                  /** @description Severity of the incident created. */
                  severity: 'low' | 'medium' | 'high' | 'critical';
                  description?: string | null;
                }
              | {
                  /** @constant */
                  type: 'notify_email';
                  /**
                   * Format: email
                   * @description The address notified.
                   */
                  to: string;
                  subject?: string | null;
                }
            ))[];
            /** @description Defaults to true. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 201 */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description Client-supplied at creation, or generated; null only for a rule made outside the API without one. */
              uuid: string | null;
              name: string;
              description: string | null;
              /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
              trigger: 'form_response_submitted' | 'incident_created' | 'task_overdue';
              conditions: {
                /** @description Null: every property. */
                property_ids: number[] | null;
                template_id: number | null;
                answer: {
                  field_id: string;
                  /** @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it). */
                  operator:
                    | 'equals'
                    | 'not_equals'
                    | 'in'
                    | 'contains'
                    | 'not_contains'
                    | 'greater_than'
                    | 'less_than'
                    | 'is_true'
                    | 'is_false'
                    | 'is_empty'
                    | 'is_not_empty';
                  /** @description Null for is_true, is_false, is_empty and is_not_empty. */
                  value: string | number | string[] | null;
                } | null;
              };
              actions: (
                | {
                    /** @constant */
                    type: 'create_task';
                    title: string;
                    due_in_days: number;
                    description: string | null;
                  }
                | {
                    /** @constant */
                    type: 'create_incident';
                    title: string;
                    /** @description Severity of the incident created. */
                    severity: 'low' | 'medium' | 'high' | 'critical';
                    description: string | null;
                  }
                | {
                    /** @constant */
                    type: 'notify_email';
                    to: string;
                    subject: string | null;
                  }
              )[];
              /** @description Only active rules fire. */
              active: boolean;
              /** @description The account of the key (or portal user) that created the rule. */
              created_by_account_id: number | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow-rules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            description?: string | null;
            /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
            trigger?: 'form_response_submitted' | 'incident_created' | 'task_overdue';
            /** @description All given conditions must hold (an absent or null one always holds). Sent in a PATCH, the object replaces the rule’s conditions as a whole. */
            conditions?: {
              /** @description The rule fires only for events at one of these properties (any of them), each listed once. Absent or null: at every property, which only a key whose account sees all properties may set. An empty list could never match and is refused. */
              property_ids?: number[] | null;
              /** @description Only responses to this form template (trigger `form_response_submitted` only). It must be active and offered at one of `property_ids`, if given. */
              template_id?: number | null;
              /** @description One answer of the response must meet this. Needs `template_id`. */
              answer?: {
                /** @description The `id` of a field in the template’s current version. */
                field_id: string;
                /** @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it). */
                operator:
                  | 'equals'
                  | 'not_equals'
                  | 'in'
                  | 'contains'
                  | 'not_contains'
                  | 'greater_than'
                  | 'less_than'
                  | 'is_true'
                  | 'is_false'
                  | 'is_empty'
                  | 'is_not_empty';
                /** @description What the answer is compared with: a string (text, date, time, an option), a number (number, rating), or a list of options for `in`, each once. Absent or null for is_true, is_false, is_empty and is_not_empty. */
                value?: string | number | string[] | null;
              } | null;
            };
            /** @description What the rule does when it fires, in this order: 1 to 10 actions, no two the same. Sent in a PATCH, the list replaces the rule’s actions. */
            actions?: ({
              /** @description `create_task` and `create_incident` create it at the property of the event that fired the rule; `notify_email` sends a notice about the event. */
              type: 'create_task' | 'create_incident' | 'notify_email';
              /** @description Title of what is created. */
              title?: string;
              /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
              due_in_days?: number;
              description?: string | null;
              /** @description Severity of the incident created. */
              severity?: 'low' | 'medium' | 'high' | 'critical';
              /**
               * Format: email
               * @description The address notified.
               */
              to?: string;
              subject?: string | null;
            } & (
              | {
                  /** @constant */
                  type: 'create_task';
                  /** @description Title of what is created. */
                  title: string;
                  /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
                  due_in_days: number;
                  description?: string | null;
                }
              | {
                  /** @constant */
                  type: 'create_incident';
                  /** @description Title of what is created. */
                  title: string;
                  /** @description Severity of the incident created. */
                  severity: 'low' | 'medium' | 'high' | 'critical';
                  description?: string | null;
                }
              | {
                  /** @constant */
                  type: 'notify_email';
                  /**
                   * Format: email
                   * @description The address notified.
                   */
                  to: string;
                  subject?: string | null;
                }
            ))[];
            /** @description There is no DELETE: deactivate instead; true brings the rule back. */
            active?: boolean;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @description Client-supplied at creation, or generated; null only for a rule made outside the API without one. */
              uuid: string | null;
              name: string;
              description: string | null;
              /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
              trigger: 'form_response_submitted' | 'incident_created' | 'task_overdue';
              conditions: {
                /** @description Null: every property. */
                property_ids: number[] | null;
                template_id: number | null;
                answer: {
                  field_id: string;
                  /** @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it). */
                  operator:
                    | 'equals'
                    | 'not_equals'
                    | 'in'
                    | 'contains'
                    | 'not_contains'
                    | 'greater_than'
                    | 'less_than'
                    | 'is_true'
                    | 'is_false'
                    | 'is_empty'
                    | 'is_not_empty';
                  /** @description Null for is_true, is_false, is_empty and is_not_empty. */
                  value: string | number | string[] | null;
                } | null;
              };
              actions: (
                | {
                    /** @constant */
                    type: 'create_task';
                    title: string;
                    due_in_days: number;
                    description: string | null;
                  }
                | {
                    /** @constant */
                    type: 'create_incident';
                    title: string;
                    /** @description Severity of the incident created. */
                    severity: 'low' | 'medium' | 'high' | 'critical';
                    description: string | null;
                  }
                | {
                    /** @constant */
                    type: 'notify_email';
                    to: string;
                    subject: string | null;
                  }
              )[];
              /** @description Only active rules fire. */
              active: boolean;
              /** @description The account of the key (or portal user) that created the rule. */
              created_by_account_id: number | null;
              /** Format: date-time */
              created_at: string;
              /** Format: date-time */
              updated_at: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
  '/workflow-rules/{id}/dry-run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description The record to try the rule with: an incident (trigger `incident_created`), a task (`task_overdue`) or a form response (`form_response_submitted`). */
            record_id: number;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rule_id: number;
              /** @description Whether the rule is on; a rule that is off fires nothing. */
              active: boolean;
              record: {
                type: 'incident' | 'task' | 'form_response';
                id: number;
                property_id: number;
                property_name: string | null;
                /** @description The incident’s or task’s title, or the form template’s name. */
                title: string;
              };
              /** @description Whether every condition holds, so the rule would fire. */
              matches: boolean;
              /** @description Each condition the rule sets, and whether the record meets it. */
              checks: {
                condition: 'property_ids' | 'template_id' | 'answer';
                holds: boolean;
              }[];
              /** @description What the rule would make, in order, when it matches; empty when it does not. */
              actions: (
                | {
                    /** @constant */
                    type: 'create_task';
                    title: string;
                    description: string;
                    /** Format: date */
                    due_date: string;
                    /** @description The property it would be made at: the record’s. */
                    property_id: number;
                  }
                | {
                    /** @constant */
                    type: 'create_incident';
                    title: string;
                    /** @description Severity of the incident created. */
                    severity: 'low' | 'medium' | 'high' | 'critical';
                    /** @description The property it would be made at: the record’s. */
                    property_id: number;
                  }
                | {
                    /** @constant */
                    type: 'notify_email';
                    to: string;
                    subject: string;
                    text: string;
                  }
              )[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workflow-rules/{id}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          cursor?: string;
          pageSize?: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                rule_id: number;
                event: {
                  id: number;
                  /** @description What happened. */
                  type: 'form_response.submitted' | 'incident.created' | 'task.overdue';
                  /** @description `portal`, `field` or `schedule` (a due date passing). */
                  origin: string;
                  /** @description The form response, incident or task the event is about. */
                  subject_id: number | null;
                  property_id: number | null;
                  /** Format: date-time */
                  occurred_at: string;
                };
                /** @description `succeeded`: every action ran and its e-mails were delivered. `retrying`: the last attempt failed and another follows (with backoff), or its e-mail is not delivered yet (retried for about 34 hours). `failed`: every attempt failed and nothing of the run was made, or its e-mail was refused for good (`error` says to whom and why). `skipped`: the rule was switched off before its run. */
                status: 'succeeded' | 'skipped' | 'retrying' | 'failed';
                attempts: number;
                /** @description What the run made, in the order of the actions: tasks, incidents, e-mail messages. */
                created: {
                  type: 'task' | 'incident' | 'mail';
                  id: number;
                }[];
                /** @description The last attempt’s error, when it failed. */
                error: string | null;
                /** Format: date-time */
                started_at: string;
                finished_at: string | null;
              }[];
              /** @description Pass as `cursor` to get the next page; null on the last page. */
              next_cursor: string | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/working-time-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rounding_minutes: number;
              /** @description Each rule: off (not checked), warn (named in the time sheet and on the phone) or block (the office’s write is refused unless overridden with a reason). */
              rules: {
                max_daily: 'off' | 'warn' | 'block';
                breaks: 'off' | 'warn' | 'block';
                rest: 'off' | 'warn' | 'block';
                sunday_holiday: 'off' | 'warn' | 'block';
                late_record: 'off' | 'warn' | 'block';
              };
              store_location: boolean;
              vacation_code: string;
              sick_code: string;
              other_code: string;
              holiday_code: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            rounding_minutes?: 0 | 1 | 5 | 15;
            /** @description Each rule: off (not checked), warn (named in the time sheet and on the phone) or block (the office’s write is refused unless overridden with a reason). */
            rules?: {
              max_daily?: 'off' | 'warn' | 'block';
              breaks?: 'off' | 'warn' | 'block';
              rest?: 'off' | 'warn' | 'block';
              sunday_holiday?: 'off' | 'warn' | 'block';
              late_record?: 'off' | 'warn' | 'block';
            };
            store_location?: boolean;
            vacation_code?: string;
            sick_code?: string;
            other_code?: string;
            holiday_code?: string;
          };
        };
      };
      responses: {
        /** @description 200 */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              rounding_minutes: number;
              /** @description Each rule: off (not checked), warn (named in the time sheet and on the phone) or block (the office’s write is refused unless overridden with a reason). */
              rules: {
                max_daily: 'off' | 'warn' | 'block';
                breaks: 'off' | 'warn' | 'block';
                rest: 'off' | 'warn' | 'block';
                sunday_holiday: 'off' | 'warn' | 'block';
                late_record: 'off' | 'warn' | 'block';
              };
              store_location: boolean;
              vacation_code: string;
              sick_code: string;
              other_code: string;
              holiday_code: string;
            };
          };
        };
      };
    };
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
