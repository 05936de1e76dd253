// Generated from openapi.json by openapi-typescript (npm run client:generate). Do not edit.

export interface paths {
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key’s own context
         * @description Tenant, bound account and the key itself. Needs no scope: use it as the first test of a key.
         *
         *     Needs any valid key, no scope.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List properties
         * @description The properties the key’s account can see, oldest first. Filter by `external_id` to find your own record; use `updated_since` to sync changes.
         *
         *     Needs the scope `properties:read`.
         */
        get: operations["listProperties"];
        put?: never;
        /**
         * Create a property
         * @description A key whose account is limited to a list of properties gets the new property added to that list.
         *
         *     Needs the scope `properties:write`.
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one property
         * @description Needs the scope `properties:read`.
         */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a property
         * @description Send only the fields to change; `null` clears an optional field. There is no DELETE: set `archived: true`.
         *
         *     Needs the scope `properties:write`.
         */
        patch: operations["updateProperty"];
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Tasks on the properties the key’s account can see, oldest first.
         *
         *     Needs the scope `tasks:read`.
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task (idempotent by uuid)
         * @description Creates the task and answers 201. A repeat with the same `uuid` and the same payload creates nothing and answers 200 with the existing task; the same `uuid` with a different payload is 409 `uuid_conflict`.
         *
         *     Needs the scope `tasks:write`.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one task
         * @description Needs the scope `tasks:read`.
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Move a task (`due_date`), rename it, change its description (`null` clears it) or its status: `cancelled` when the booking is gone, `open` to bring it back. Send only the fields to change; at least one. Repeating the same PATCH changes nothing (not even `updated_at`). Concurrent PATCHes apply one after the other. Like every write through the API, it triggers no workflow rule.
         *
         *     Needs the scope `tasks:write`.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/api/v1/service-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List service plans
         * @description Per property the key’s account can see, its service plan (Leistungsverzeichnis): areas and their recurring services with frequency, minutes, checklist and validity. Properties without any area are left out; paged by property id. Read only. Tasks made by a plan name their service as `plan.service_id`.
         *
         *     Needs the scope `tasks:read`.
         */
        get: operations["listServicePlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List incidents
         * @description Incidents on the properties the key’s account can see, oldest first. A PMS polls it with `updated_since` to follow status changes made in the office.
         *
         *     Needs the scope `incidents:read`. A key with `incidents:write` may call it as well.
         */
        get: operations["listIncidents"];
        put?: never;
        /**
         * Report an incident (defect)
         * @description Creates the incident and answers 201 with `Location`. Idempotent by `uuid` like task creation: a repeat with the same payload answers 200 with the existing incident, a different payload 409 `uuid_conflict`.
         *
         *     Needs the scope `incidents:write`.
         */
        post: operations["createIncident"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/incidents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one incident
         * @description Read an incident, e.g. after following `Location`.
         *
         *     Needs the scope `incidents:read`. A key with `incidents:write` may call it as well.
         */
        get: operations["getIncident"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form-responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll form responses
         * @description The change feed of form responses on the properties the key’s account can see, in the order the changes were committed.
         *
         *     To learn of new submissions, poll with `status=submitted` and keep the `next_cursor` of each answer: it is never null here, even on an empty page, so the next poll with it returns exactly what was submitted since. No response is missed or returned twice, however many are submitted at the same time. A submitted response does not change again.
         *
         *     `Link: rel="next"` is sent only while more results are ready right now; without it, wait before polling again (e.g. a minute).
         *
         *     With `expand=answers` every response comes with its `answers` and `photos` (signed links), exactly as `GET /form-responses/{id}` shows it, so one request per page is enough; pages then hold at most 50 responses (a larger `pageSize` is 422). Without it, items carry neither property.
         *
         *     Needs the scope `form_responses:read`.
         */
        get: operations["listFormResponses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form-responses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one form response with answers and photo links
         * @description Answers in the order of the template version the response was filled with. Photo links are absolute, signed and expire (default one hour): fetch them without a key, or read the response again for fresh ones.
         *
         *     Needs the scope `form_responses:read`.
         */
        get: operations["getFormResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll quality inspections
         * @description The change feed of quality inspections on the properties the key’s account can see, in the order the changes were committed: drafts as they are started and rated, and each inspection once more when it is completed with its score.
         *
         *     Keep the `next_cursor` of each answer: it is never null here, even on an empty page, so the next poll with it returns exactly what changed since. No change is missed or returned twice. `updated_since` only sets where a first poll starts; follow changes with the cursor.
         *
         *     `Link: rel="next"` is sent only while more results are ready right now; without it, wait before polling again.
         *
         *     Needs the scope `inspections:read`.
         */
        get: operations["listInspections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/inspections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one inspection with its sample, ratings and score
         * @description The score per area, per area type and overall at full precision (`score_shown`: the overall score as shown, one decimal). The formula is in docs/inspections.md.
         *
         *     Needs the scope `inspections:read`.
         */
        get: operations["getInspection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List form templates
         * @description The tenant’s form templates with the fields of their current version, oldest first. A key sees a template offered at every property or at one or more properties its account sees. It may change a template only when it sees every property the template is offered at, and offer one at every property only when its account sees every property.
         *
         *     Needs the scope `form_templates:read`.
         */
        get: operations["listFormTemplates"];
        put?: never;
        /**
         * Create a form template (idempotent by uuid)
         * @description Creates the template at version 1 and answers 201. A repeat with the same `uuid` and the same payload creates nothing and answers 200 with the existing template; the same `uuid` with a different payload is 409 `uuid_conflict`.
         *
         *     Without `property_ids` (or with null) the template is offered at every property. Every rule on `fields` is checked field by field; each violation is a 422 with a pointer such as `/fields/3/options/1`.
         *
         *     A key sees a template offered at every property or at one or more properties its account sees. It may change a template only when it sees every property the template is offered at, and offer one at every property only when its account sees every property.
         *
         *     Needs the scope `form_templates:write`.
         */
        post: operations["createFormTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form-templates/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the built-in template catalogue
         * @description Ready-made templates for property services, every text in English (`en`) and German (`de`). `template_id` names the tenant’s template already imported from an entry. The whole catalogue comes in one answer; it is not paged. An entry without `template_id` is exactly the shape `POST /form-templates/catalog-import` accepts in `documents`.
         *
         *     Needs the scope `form_templates:read`.
         */
        get: operations["listFormTemplateCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form-templates/catalog-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import catalogue entries or template documents
         * @description Imports the catalogue entries named in `keys` and the templates in `documents` (the catalogue’s shape) as templates with the texts of `language`, all in one transaction.
         *
         *     Idempotent per key: a tenant holds one template per catalogue key and one per document key (`catalog_key` `document:<key>`). Importing a key again creates nothing and returns the template already there (`status: existing`, unchanged, even if it was edited since); concurrent imports of one key create it once. The answer is 201 when this call created at least one template, 200 when all were there already.
         *
         *     Documents are checked field by field in both languages; every violation is a 422 with a pointer into the body, e.g. `/documents/0/fields/2/options/1/de`.
         *
         *     A key sees a template offered at every property or at one or more properties its account sees. It may change a template only when it sees every property the template is offered at, and offer one at every property only when its account sees every property.
         *
         *     Needs the scope `form_templates:write`.
         */
        post: operations["importFormTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/form-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one form template
         * @description The template with the fields of its current version (`version`). A key sees a template offered at every property or at one or more properties its account sees. It may change a template only when it sees every property the template is offered at, and offer one at every property only when its account sees every property.
         *
         *     Needs the scope `form_templates:read`.
         */
        get: operations["getFormTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a form template
         * @description Send only what changes. `fields` is the complete new list: if it differs from the current version it becomes version n+1 (responses keep the version they were filled with); the same list again creates no version. Name, description, property scope and `active` change in place. There is no DELETE: set `active: false`.
         *
         *     A field id keeps its type across versions (422 at `/fields/<i>/type`).
         *
         *     A key sees a template offered at every property or at one or more properties its account sees. It may change a template only when it sees every property the template is offered at, and offer one at every property only when its account sees every property.
         *
         *     Needs the scope `form_templates:write`.
         */
        patch: operations["updateFormTemplate"];
        trace?: never;
    };
    "/api/v1/form-templates/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of a form template’s fields
         * @description The fields as they were in a version, from 1 up to the template’s `version`. A form response names the version it was filled with (`template.version`).
         *
         *     Needs the scope `form_templates:read`.
         */
        get: operations["getFormTemplateVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List material items
         * @description The tenant’s material catalogue, oldest first. Filter by `sku` to find your own article; use `updated_since` to sync changes.
         *
         *     Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["listMaterialItems"];
        put?: never;
        /**
         * Create a material item
         * @description The item starts with an empty warehouse stock. The SKU must be unique within the tenant (409 `sku_conflict`).
         *
         *     Needs the scope `material:write`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        post: operations["createMaterialItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one material item
         * @description Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["getMaterialItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a material item
         * @description Send only the fields to change; `null` clears `category`. There is no DELETE: set `active: false`. The unit cannot change once the item has movements.
         *
         *     Needs the scope `material:write`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        patch: operations["updateMaterialItem"];
        trace?: never;
    };
    "/api/v1/material/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stock at properties
         * @description Quantity per item and property, for the properties the key’s account can see; a property is listed for an item once stock has gone there. Stock is derived from the movements and changes only through them. `below_minimum=true` lists what needs a refill.
         *
         *     Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["listPropertyStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/warehouse/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stock in the central warehouse
         * @description Quantity per item in the warehouse, one entry for every item (0 until the first receipt). Visible to every key with the scope, whatever its account’s properties.
         *
         *     Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["listWarehouseStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List material movements (the stock ledger)
         * @description Movements in booking order. Warehouse-only movements (receipts, warehouse corrections) are visible to every key with the scope; the others only with access to their property. Summing a location’s movements gives its stock.
         *
         *     Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["listMaterialMovements"];
        put?: never;
        /**
         * Book a material movement (idempotent by uuid)
         * @description Books the movement and changes stock in one transaction, and answers 201. A movement is never changed afterwards: book a `correction` to fix a mistake. Stock never goes below zero: a movement that would is 422 `insufficient_stock` and books nothing. A repeat with the same `uuid` and payload books nothing and answers 200 with the first movement; the same `uuid` with another payload is 409 `uuid_conflict`.
         *
         *     Needs the scope `material:write`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        post: operations["createMaterialMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/movements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one material movement
         * @description Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["getMaterialMovement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List material requests
         * @description Requests of the properties the key’s account can see, oldest first.
         *
         *     Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["listMaterialRequests"];
        put?: never;
        /**
         * Request material for a property (idempotent by uuid)
         * @description Creates the request with status `requested` and answers 201. A repeat with the same `uuid` and payload creates nothing and answers 200 with the existing request; the same `uuid` with another payload is 409 `uuid_conflict`.
         *
         *     Needs the scope `material:write`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        post: operations["createMaterialRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/material/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one material request
         * @description Needs the scope `material:read`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        get: operations["getMaterialRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve, reject or deliver a material request
         * @description Moves the status: requested → approved or rejected, approved → delivered; any other move is 409 `invalid_transition`, the current status again changes nothing. Delivering books one `transfer_to_property` movement per line (with `request_id` set) in the same transaction; if the warehouse lacks any of it, the answer is 422 `insufficient_stock`, nothing is booked and the request stays approved.
         *
         *     Needs the scope `material:write`. Only for tenants with the `material` module enabled; otherwise 403 `module_disabled`.
         */
        patch: operations["updateMaterialRequest"];
        trace?: never;
    };
    "/api/v1/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description The built-in roles first, in catalogue order, then the tenant’s own roles, oldest first. `updated_since` lists only custom roles changed since then: built-in roles never change.
         *
         *     Needs the scope `roles:read`.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description A custom role with permissions from the catalogue. Its name must be unique within the tenant, built-in names included (409 `name_conflict`); it can grant only permissions the key’s own account has (403 `exceeds_own_rights`).
         *
         *     Needs the scope `roles:write`.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the permission catalogue
         * @description Every permission a role can grant, in catalogue order, with what it allows in the portal.
         *
         *     Needs the scope `roles:read`.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one role
         * @description Needs the scope `roles:read`.
         */
        get: operations["getRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a role
         * @description Send only the fields to change; `null` clears `description`. Built-in roles are read-only (403 `built_in_role`). A key cannot change the role its own account holds (403 `own_account_locked`), nor a role that grants, or would grant, a permission its account lacks, nor a role held by an account that sees a property the key’s account does not, or every property where the key’s account is limited (403 `exceeds_own_rights`). Accounts holding the role get the new permissions on their next request.
         *
         *     Needs the scope `roles:write`.
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description The tenant’s accounts, oldest first, whatever the key’s property access. Filter by `email` to find a person; use `updated_since` to sync changes.
         *
         *     Needs the scope `accounts:read`.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create an account
         * @description `property_ids` limits the account to those properties; null, or leaving it out, gives it every property (also those added later). The account takes a licence seat unless its role is `technical` (409 `seat_limit_reached` when none is free). The key can grant only what its own account has: a role whose permissions it holds, and properties it sees (403 `exceeds_own_rights`, `property_access_denied`). The person signs in after setting a password through an invite link (`POST /accounts/{id}/invite-link`).
         *
         *     Needs the scope `accounts:write`.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one account
         * @description Needs the scope `accounts:read`.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an account
         * @description Send only the fields to change; an account as read, without its read-only fields (`id`, `role_name`, `has_password`, `last_sign_in_at`, `created_at`, `updated_at`), is accepted as well. `property_ids` limits the account to those properties, null opens every property, leaving it out keeps the access. There is no DELETE: set `active: false`; deactivation ends the person’s portal sessions and stops the account’s keys. A key cannot change its own account’s role, access or active flag (403 `own_account_locked`), nor an account that holds more than its own (403 `exceeds_own_rights`). The last active admin stays (409 `last_admin`); reactivating takes a seat (409 `seat_limit_reached`).
         *
         *     Needs the scope `accounts:write`.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/api/v1/accounts/{id}/invite-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an invite link
         * @description A one-time link to the portal where the person sets a password, valid for seven days; a new link makes the previous one stop working. The body is `{}`. A technical account never signs in and a deactivated one must be reactivated first (422). A key cannot make a link for its own account (403 `own_account_locked`) or for an account that holds more than its own (403 `exceeds_own_rights`).
         *
         *     Needs the scope `accounts:write`.
         */
        post: operations["createInviteLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflow-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflow rules
         * @description The tenant’s workflow rules, oldest first. A key sees a rule when its account sees all properties, or when the rule is limited (`conditions.property_ids`) to properties the account sees, every one of them; other rules are left out of the list and are 403 `property_access_denied` by id.
         *
         *     Needs the scope `workflows:read`.
         */
        get: operations["listWorkflowRules"];
        put?: never;
        /**
         * Create a workflow rule (idempotent by uuid)
         * @description "When <trigger> and <conditions>, do <actions>." Rules fire on events from the portal and the field app, never on API writes. Answers 201; a repeat with the same `uuid` and payload creates nothing and answers 200 with the rule; the same `uuid` with another payload is 409 `uuid_conflict`. A rule that could never fire is 422 with a pointer: a template or answer condition with a trigger other than `form_response_submitted`, an answer condition without `template_id`, a template that is inactive or offered at none of `property_ids`, a field not in the template’s current version, an operator that does not fit the field type, a value no answer could meet, an id listed twice. A property of another tenant (or none) and a template the key cannot see are 422 as if they did not exist; a property of the tenant the account cannot see is 403 `property_access_denied`, and so is leaving out `property_ids` with a key whose account sees only some properties.
         *
         *     Needs the scope `workflows:write`.
         */
        post: operations["createWorkflowRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/workflow-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one workflow rule
         * @description A key sees a rule when its account sees all properties, or when the rule is limited (`conditions.property_ids`) to properties the account sees, every one of them; other rules are left out of the list and are 403 `property_access_denied` by id.
         *
         *     Needs the scope `workflows:read`.
         */
        get: operations["getWorkflowRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a workflow rule
         * @description Send only the fields to change; `conditions` and `actions` are replaced as a whole. There is no DELETE: set `active: false`. The whole rule is checked again as it would be after the change, with pointers into it, except that a rule which ends up inactive, with its conditions not sent, skips the checks against its template’s current state: a rule whose template changed can always be switched off, and is checked in full when switched on again. A rule that could never fire is 422 with a pointer: a template or answer condition with a trigger other than `form_response_submitted`, an answer condition without `template_id`, a template that is inactive or offered at none of `property_ids`, a field not in the template’s current version, an operator that does not fit the field type, a value no answer could meet, an id listed twice. A property of another tenant (or none) and a template the key cannot see are 422 as if they did not exist; a property of the tenant the account cannot see is 403 `property_access_denied`, and so is leaving out `property_ids` with a key whose account sees only some properties. A key sees a rule when its account sees all properties, or when the rule is limited (`conditions.property_ids`) to properties the account sees, every one of them; other rules are left out of the list and are 403 `property_access_denied` by id.
         *
         *     Needs the scope `workflows:write`.
         */
        patch: operations["updateWorkflowRule"];
        trace?: never;
    };
    "/api/v1/workflow-rules/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run log of a workflow rule
         * @description Each event that fired the rule, newest first: its outcome (succeeded, retrying, failed after its retries, skipped because the rule was switched off), what it made, and the last error. A rule runs at most once per event; a failing action is retried with backoff and never blocks the change that caused the event. A key sees a rule when its account sees all properties, or when the rule is limited (`conditions.property_ids`) to properties the account sees, every one of them; other rules are left out of the list and are 403 `property_access_denied` by id.
         *
         *     Needs the scope `workflows:read`.
         */
        get: operations["listWorkflowRuleRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow every change: the event feed
         * @description Every change of a property, task, incident, form response, material item, movement or request, every completed patrol round and every completed quality inspection, as one event in the order the changes were committed. The event carries the resource as its GET returned it right after the change (`data.object`).
         *
         *     This is the way to follow changes without losing one. Keep the `next_cursor` of each answer and poll with it: it is never null, even on an empty page, and the next poll returns exactly what was committed since, each event once, however many writers there are. (`updated_since` on the lists is for a one-off look; a change committed late with an earlier `updated_at` can slip past a poller that follows it.)
         *
         *     A key reads the events of the resources its scopes read (`incidents:read` or `incidents:write` for incident events, …; `patrols:read` for patrol rounds, `inspections:read` for inspections), and only on the properties its account sees. Events are kept 30 days. `Link: rel="next"` is sent only while more events are ready now.
         *
         *     Needs any valid key, no scope.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one event again
         * @description An event the key may read (as in the feed); any other id answers 404, whether it is missing, older than 30 days, another scope’s or on a property the key’s account does not see.
         *
         *     Needs any valid key, no scope.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The tenant’s webhook endpoints, oldest first, switched off ones included.
         *
         *     Needs the scope `webhooks:read`.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Events of the chosen types (all when `event_types` is empty) are POSTed to `url` as they happen, each once per endpoint and retried until answered 2xx. The endpoint gets only events the key’s account may see. Messages are signed by the Standard Webhooks specification (v1): headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`); see docs/webhooks.md. The secret is in this answer only: it is never shown again, and an `Idempotency-Key` is ignored here, so the answer is never stored.
         *
         *     Needs the scope `webhooks:write`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one webhook endpoint
         * @description Needs the scope `webhooks:read`.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change or switch a webhook endpoint on or off
         * @description There is no DELETE: `enabled: false` switches an endpoint off (its log stays). Switching it on again sends what is still pending; replay a window for what it missed.
         *
         *     Needs the scope `webhooks:write`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description A new secret signs from now on; for 24 hours the old one signs too (two signatures, space-separated, in `webhook-signature`), so the receiver can switch without losing a message. The secret is in this answer only: it is never shown again, and an `Idempotency-Key` is ignored here, so the answer is never stored.
         *
         *     Needs the scope `webhooks:write`.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook.test` event (not in the event log; `id` 0) to the endpoint, signed like every message; answers 202 with the delivery, whose attempts the delivery log shows.
         *
         *     Needs the scope `webhooks:write`.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint
         * @description Deliveries of the last 30 days, newest first, each with the body sent and every attempt: time, duration, request headers, response status and the first 4 kB of the answer.
         *
         *     Needs the scope `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery again
         * @description Queues the same body with the same `webhook-id` again, signed with today’s secret; answers 202.
         *
         *     Needs the scope `webhooks:write`.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send every event of a time window again
         * @description Queues every event committed in [`from`, `to`) that the endpoint would have got (its types, its account’s view), each with its usual `webhook-id`, signed with today’s secret; answers 202 with how many. The window lies within the last 30 days.
         *
         *     Needs the scope `webhooks:write`.
         */
        post: operations["replayWebhookWindow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        Account: {
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
        AccountCreate: {
            name: string;
            /**
             * Format: email
             * @description Unique within the tenant, compared without regard to letter case.
             */
            email: string;
            /** @description A built-in role (`admin`, `manager`, `worker`, `technical`) or a custom role’s id (`role_<n>`). */
            role: string;
            /** @description The properties the account may see: a list limits it to those (an empty list: to none), null opens every property of the tenant, also those added later. Left out: every property. A key whose account sees only some properties cannot send null (403 `exceeds_own_rights`), and each id must be a property it sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422. */
            property_ids?: number[] | null;
        };
        AccountPage: {
            data: components["schemas"]["Account"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        AccountPatch: {
            name?: string;
            /**
             * Format: email
             * @description Unique within the tenant, compared without regard to letter case.
             */
            email?: string;
            /** @description A built-in role (`admin`, `manager`, `worker`, `technical`) or a custom role’s id (`role_<n>`). */
            role?: string;
            /** @description The properties the account may see: a list limits it to those (an empty list: to none), null opens every property of the tenant, also those added later. Left out: unchanged. A key whose account sees only some properties cannot send null (403 `exceeds_own_rights`), and each id must be a property it sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422. */
            property_ids?: number[] | null;
            /** @description There is no DELETE: deactivate instead; true brings it back. */
            active?: boolean;
        };
        Address: {
            street: string | null;
            postal_code: string | null;
            city: string | null;
            country: string | null;
        };
        /**
         * @example {
         *       "key": "cleaning_quality_check",
         *       "name": {
         *         "en": "Cleaning quality check",
         *         "de": "Reinigungskontrolle"
         *       },
         *       "description": {
         *         "en": "Check of the cleaning result in the common areas, with an overall rating.",
         *         "de": "Kontrolle des Reinigungsergebnisses in den Allgemeinflächen, mit Gesamtbewertung."
         *       },
         *       "fields": [
         *         {
         *           "id": "entrance_clean",
         *           "type": "checkbox",
         *           "label": {
         *             "en": "Entrance area clean",
         *             "de": "Eingangsbereich sauber"
         *           },
         *           "required": true
         *         },
         *         {
         *           "id": "stairwell_clean",
         *           "type": "checkbox",
         *           "label": {
         *             "en": "Stairwell and handrails clean",
         *             "de": "Treppenhaus und Handläufe sauber"
         *           },
         *           "required": true
         *         },
         *         {
         *           "id": "bin_area_clean",
         *           "type": "checkbox",
         *           "label": {
         *             "en": "Bin area tidy",
         *             "de": "Müllstandplatz ordentlich"
         *           },
         *           "required": false
         *         },
         *         {
         *           "id": "areas_checked",
         *           "type": "multiple_choice",
         *           "label": {
         *             "en": "Areas checked",
         *             "de": "Geprüfte Bereiche"
         *           },
         *           "required": true,
         *           "options": [
         *             {
         *               "en": "Entrance",
         *               "de": "Eingang"
         *             },
         *             {
         *               "en": "Stairwell",
         *               "de": "Treppenhaus"
         *             },
         *             {
         *               "en": "Lift",
         *               "de": "Aufzug"
         *             },
         *             {
         *               "en": "Basement",
         *               "de": "Keller"
         *             },
         *             {
         *               "en": "Bin area",
         *               "de": "Müllstandplatz"
         *             },
         *             {
         *               "en": "Outdoor area",
         *               "de": "Außenanlage"
         *             }
         *           ]
         *         },
         *         {
         *           "id": "rating",
         *           "type": "rating",
         *           "label": {
         *             "en": "Overall impression (1–5)",
         *             "de": "Gesamteindruck (1–5)"
         *           },
         *           "required": true
         *         },
         *         {
         *           "id": "remarks",
         *           "type": "text",
         *           "label": {
         *             "en": "Remarks",
         *             "de": "Bemerkungen"
         *           },
         *           "required": false
         *         },
         *         {
         *           "id": "photo",
         *           "type": "photo",
         *           "label": {
         *             "en": "Photo of anything that needs attention",
         *             "de": "Foto von Auffälligkeiten"
         *           },
         *           "required": false
         *         },
         *         {
         *           "id": "signature",
         *           "type": "signature",
         *           "label": {
         *             "en": "Signature of the inspector",
         *             "de": "Unterschrift des Prüfers"
         *           },
         *           "required": false
         *         }
         *       ],
         *       "template_id": null
         *     }
         */
        CatalogEntry: {
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
                /**
                 * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
                 * @enum {string}
                 */
                type: "text" | "number" | "checkbox" | "single_choice" | "multiple_choice" | "date" | "time" | "photo" | "signature" | "rating";
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
        };
        CatalogImport: {
            /**
             * @description The language the imported templates take their texts in: `en` or `de`.
             * @enum {string}
             */
            language: "en" | "de";
            /** @description Catalogue entries to import, by `key`, each once. */
            keys?: ("cleaning_quality_check" | "security_patrol" | "defect_report" | "handover_protocol" | "winter_service_log" | "playground_inspection" | "key_handover" | "stairwell_cleaning" | "bin_area_check" | "meter_reading")[];
            /** @description Your own templates in the catalogue’s shape; each becomes a template with `catalog_key` `document:<key>`. */
            documents?: components["schemas"]["TemplateDocument"][];
            /** @description The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). Left out: every property. It applies to the templates this call creates. Each id must be a property the key’s account sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once. */
            property_ids?: number[] | null;
        };
        CatalogImportResult: {
            /** @description One entry per key and document, in the order sent (keys first). */
            data: {
                /**
                 * @description `catalog` for an entry named in `keys`, `document` for one of `documents`.
                 * @enum {string}
                 */
                source: "catalog" | "document";
                key: string;
                /**
                 * @description `created` by this call, or `existing`: the tenant already had a template from this key, which is returned unchanged.
                 * @enum {string}
                 */
                status: "created" | "existing";
                template: components["schemas"]["FormTemplate"];
            }[];
        };
        CatalogList: {
            data: components["schemas"]["CatalogEntry"][];
        };
        /** Create an incident at the event’s property */
        CreateIncidentAction: {
            /** @enum {string} */
            type: "create_incident";
            title: string;
            /**
             * @description Severity of the incident created.
             * @enum {string}
             */
            severity: "low" | "medium" | "high" | "critical";
            description: string | null;
        };
        /** Create an incident at the event’s property */
        CreateIncidentActionInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "create_incident";
            /** @description Title of what is created. */
            title: string;
            /**
             * @description Severity of the incident created.
             * @enum {string}
             */
            severity: "low" | "medium" | "high" | "critical";
            description?: string | null;
        };
        /** Create a task at the event’s property */
        CreateTaskAction: {
            /** @enum {string} */
            type: "create_task";
            title: string;
            due_in_days: number;
            description: string | null;
        };
        /** Create a task at the event’s property */
        CreateTaskActionInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "create_task";
            /** @description Title of what is created. */
            title: string;
            /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
            due_in_days: number;
            description?: string | null;
        };
        Event: {
            /** @description The event’s id; `GET /api/v1/events/{id}` reads it again. */
            id: number;
            /**
             * @description What happened: one of `property.created`, `property.updated`, `task.created`, `task.updated`, `task.status_changed`, `task.missed`, `incident.created`, `incident.updated`, `incident.status_changed`, `form_response.submitted`, `material.item.created`, `material.item.updated`, `material.movement.created`, `material.request.created`, `material.request.status_changed`, `patrol.round.completed`, `patrol.round.missed`, `inspection.completed`, `account.created`, `account.updated`, `account.deleted`, `role.created`, `role.updated`, `role.deleted`, `form_template.created`, `form_template.updated`, `form_template.deleted`, `workflow_rule.created`, `workflow_rule.updated`, `workflow_rule.deleted`.
             * @example incident.status_changed
             */
            type: string;
            /**
             * Format: date-time
             * @description When the change was committed (server clock).
             */
            created_at: string;
            tenant_id: number;
            data: {
                /** @description The resource as its GET returned it right after this change. An object larger than 20 kB is sent thin: `id`, `url` (to GET it now) and `thin: true`. */
                object: {
                    [key: string]: unknown;
                };
                /** @description Grows with every change of the tenant’s resources, so a later change of one resource always has a higher version: keep the highest version seen per resource and drop events with a lower one (deliveries may arrive out of order). */
                version: number;
            };
        };
        EventPage: {
            data: components["schemas"]["Event"][];
            /** @description Pass as `cursor` on the next poll: never null, even on an empty page; the next poll returns exactly what changed since. */
            next_cursor: string;
        };
        FormResponseAnswer: {
            field_id: string;
            label: string;
            /** @enum {string} */
            type: "text" | "number" | "checkbox" | "single_choice" | "multiple_choice" | "date" | "time" | "photo" | "signature" | "rating";
            /** @description text, date (YYYY-MM-DD), time (HH:MM), single_choice: string; number, rating: number; checkbox: boolean; multiple_choice: list of options; photo, signature: list of ids in `photos`; null when not answered. */
            value: string | number | boolean | (string | number)[] | null;
        };
        FormResponseDetail: {
            id: number;
            template: {
                id: number;
                name: string;
                /** @description The version it was filled with. */
                version: number;
            };
            property_id: number;
            /**
             * @description `draft` while being filled in, `submitted` once handed in (then it no longer changes).
             * @enum {string}
             */
            status: "draft" | "submitted";
            submitted_at: string | null;
            submitted_by: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description One entry per field of the template version, in the template’s order. */
            answers: components["schemas"]["FormResponseAnswer"][];
            photos: components["schemas"]["FormResponsePhoto"][];
        };
        /**
         * @example {
         *       "id": 3051,
         *       "template": {
         *         "id": 4,
         *         "name": "Cleaning quality check",
         *         "version": 2
         *       },
         *       "property_id": 12,
         *       "status": "submitted",
         *       "submitted_at": "2026-11-22T09:14:03.000Z",
         *       "submitted_by": {
         *         "id": 57,
         *         "name": "Aylin Demir"
         *       },
         *       "created_at": "2026-11-22T08:50:41.000Z",
         *       "updated_at": "2026-11-22T09:14:03.000Z"
         *     }
         * @example {
         *       "id": 3051,
         *       "template": {
         *         "id": 4,
         *         "name": "Cleaning quality check",
         *         "version": 2
         *       },
         *       "property_id": 12,
         *       "status": "submitted",
         *       "submitted_at": "2026-11-22T09:14:03.000Z",
         *       "submitted_by": {
         *         "id": 57,
         *         "name": "Aylin Demir"
         *       },
         *       "created_at": "2026-11-22T08:50:41.000Z",
         *       "updated_at": "2026-11-22T09:14:03.000Z",
         *       "answers": [
         *         {
         *           "field_id": "entrance_clean",
         *           "label": "Entrance area clean",
         *           "type": "checkbox",
         *           "value": true
         *         },
         *         {
         *           "field_id": "rating",
         *           "label": "Overall impression",
         *           "type": "rating",
         *           "value": 4
         *         },
         *         {
         *           "field_id": "remarks",
         *           "label": "Remarks",
         *           "type": "text",
         *           "value": "Bin area needs attention."
         *         },
         *         {
         *           "field_id": "photo",
         *           "label": "Photo of the bin area",
         *           "type": "photo",
         *           "value": [
         *             981
         *           ]
         *         }
         *       ],
         *       "photos": [
         *         {
         *           "id": 981,
         *           "field_id": "photo",
         *           "content_type": "image/jpeg",
         *           "byte_size": 48213,
         *           "url": "https://ops.example.com/files/7/981?expires=1795315200&signature=Jx3kQ9vTq2mZ8bWc1nR5yH0aL7dE4fG6sP2uV9xC3oI",
         *           "url_expires_at": "2026-11-22T10:14:03.000Z"
         *         }
         *       ]
         *     }
         */
        FormResponseListItem: {
            id: number;
            template: {
                id: number;
                name: string;
                /** @description The version it was filled with. */
                version: number;
            };
            property_id: number;
            /**
             * @description `draft` while being filled in, `submitted` once handed in (then it no longer changes).
             * @enum {string}
             */
            status: "draft" | "submitted";
            submitted_at: string | null;
            submitted_by: {
                id: number;
                name: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Only with `expand=answers` (then always present, with `photos`): one entry per field of the template version, in the template’s order. */
            answers?: components["schemas"]["FormResponseAnswer"][];
            /** @description Only with `expand=answers` (then always present, with `answers`): the photos with signed links. */
            photos?: components["schemas"]["FormResponsePhoto"][];
        };
        FormResponseListItemPage: {
            data: components["schemas"]["FormResponseListItem"][];
            /** @description Pass as `cursor` on the next poll: never null, even on an empty page; the next poll returns exactly what changed since. */
            next_cursor: string;
        };
        FormResponsePhoto: {
            id: number;
            field_id: string;
            content_type: string;
            byte_size: number;
            /**
             * Format: uri
             * @description Signed download link; works without a key until `url_expires_at`.
             */
            url: string;
            /** Format: date-time */
            url_expires_at: string;
        };
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
        FormTemplate: {
            id: number;
            /** @description The uuid sent at creation, or null. */
            uuid: string | null;
            name: string;
            description: string | null;
            /** @description The current version: 1 at creation, one more with every change of `fields`. Older versions: `GET /form-templates/{id}/versions/{version}`. */
            version: number;
            /** @description The fields of the current version, in order. */
            fields: components["schemas"]["TemplateField"][];
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
        FormTemplateCreate: {
            /**
             * Format: uuid
             * @description Your id for this template. Repeating the call with the same uuid and payload creates nothing and returns the template (200); the same uuid with another payload is 409 `uuid_conflict`.
             */
            uuid?: string;
            name: string;
            description?: string | null;
            /** @description 1 to 100 fields, in the order the app shows them. Every rule is checked field by field; each violation is reported with a pointer such as `/fields/3/options/1`. */
            fields: components["schemas"]["TemplateFieldInput"][];
            /** @description The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). Left out: every property. Each id must be a property the key’s account sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once. */
            property_ids?: number[] | null;
            /** @description Default true. */
            active?: boolean;
        };
        FormTemplatePage: {
            data: components["schemas"]["FormTemplate"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        FormTemplatePatch: {
            name?: string;
            description?: string | null;
            /** @description The complete new list of fields. If it differs from the current version, it becomes the next version; the same list again creates none. 1 to 100 fields, in the order the app shows them. Every rule is checked field by field; each violation is reported with a pointer such as `/fields/3/options/1`. */
            fields?: components["schemas"]["TemplateFieldInput"][];
            /** @description The properties the template is offered at, or null for every property (only a key whose account sees every property may offer a template everywhere). Left out: unchanged. Each id must be a property the key’s account sees (403 `property_access_denied`); one that does not exist or is another tenant’s is 422; an archived one can stay on the list but not be added. Duplicates count once. */
            property_ids?: number[] | null;
            /** @description There is no DELETE: set false to retire the template. */
            active?: boolean;
        };
        FormTemplateVersion: {
            template_id: number;
            version: number;
            /** @description Whether this is the template’s current version. */
            current: boolean;
            fields: components["schemas"]["TemplateField"][];
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @example {
         *       "id": 88,
         *       "uuid": "9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b",
         *       "title": "Water damage in stairwell B",
         *       "description": "Damp patch on the ceiling above the second-floor landing, growing.",
         *       "property_id": 12,
         *       "severity": "high",
         *       "location": "Stairwell B, 2nd floor",
         *       "occurred_at": "2026-11-22T07:45:00.000Z",
         *       "status": "open",
         *       "created_at": "2026-11-22T08:01:12.000Z",
         *       "updated_at": "2026-11-22T08:01:12.000Z",
         *       "resolved_at": null,
         *       "owner": {
         *         "id": 7,
         *         "name": "Jana Becker"
         *       },
         *       "due_on": "2026-11-25"
         *     }
         */
        Incident: {
            id: number;
            /** Format: uuid */
            uuid: string;
            title: string;
            description: string | null;
            property_id: number;
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            /** @description Where on the property, in words. */
            location: string | null;
            /** Format: date-time */
            occurred_at: string;
            /**
             * @description open → in_progress → resolved → closed.
             * @enum {string}
             */
            status: "open" | "in_progress" | "resolved" | "closed";
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
        };
        IncidentCreate: {
            /**
             * Format: uuid
             * @description Your id for this report. Same uuid and payload again: 200 with the existing incident; same uuid, other payload: 409 uuid_conflict.
             */
            uuid?: string;
            title: string;
            property_id: number;
            description?: string | null;
            /**
             * @description low, medium, high or critical.
             * @enum {string}
             */
            severity: "low" | "medium" | "high" | "critical";
            location?: string | null;
            /**
             * Format: date-time
             * @description When it happened or was noticed; defaults to now. From 1970 to at most one day ahead of the server’s clock (422 otherwise).
             */
            occurred_at?: string;
        };
        IncidentPage: {
            data: components["schemas"]["Incident"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        Inspection: {
            id: number;
            property_id: number;
            template_id: number;
            template_version: number;
            /** Format: date */
            date: string;
            /** @enum {string} */
            status: "draft" | "completed";
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
        InspectionSummary: {
            id: number;
            property_id: number;
            template_id: number;
            template_version: number;
            /** Format: date */
            date: string;
            /** @enum {string} */
            status: "draft" | "completed";
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
        };
        InspectionSummaryPage: {
            data: components["schemas"]["InspectionSummary"][];
            /** @description Pass as `cursor` on the next poll: never null, even on an empty page; the next poll returns exactly what changed since. */
            next_cursor: string;
        };
        InviteLink: {
            /** @description One-time link to the portal where the person sets a password; the previous link stops working. Hand it to the person only. */
            url: string;
            /**
             * Format: date-time
             * @description Seven days after it was made.
             */
            expires_at: string;
        };
        InviteLinkRequest: Record<string, never>;
        /** Consumption at a property */
        MaterialConsumption: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "consumption";
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
        };
        /** Correction after a count */
        MaterialCorrection: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "correction";
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
            /**
             * @description Corrections only: whether the stock goes up or down by `quantity`.
             * @enum {string}
             */
            direction: "increase" | "decrease";
            /** @description Why the stock was wrong. */
            reason: string;
            note?: string | null;
        };
        /**
         * @example {
         *       "id": 7,
         *       "name": "Glass cleaner 1 l",
         *       "sku": "GC-1000",
         *       "unit": "piece",
         *       "category": "Cleaning agents",
         *       "min_stock": 10,
         *       "active": true,
         *       "created_at": "2026-03-01T08:00:00.000Z",
         *       "updated_at": "2026-03-01T08:00:00.000Z"
         *     }
         */
        MaterialItem: {
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
        MaterialItemCreate: {
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
        MaterialItemPage: {
            data: components["schemas"]["MaterialItem"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        MaterialItemPatch: {
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
        /**
         * @example {
         *       "id": 3051,
         *       "uuid": "5d0e7a52-3c1b-4f8e-9a6d-2b7c8e9f0a1b",
         *       "type": "transfer_to_property",
         *       "item_id": 7,
         *       "property_id": 12,
         *       "quantity": 6,
         *       "direction": null,
         *       "reason": null,
         *       "note": "Weekly refill",
         *       "request_id": null,
         *       "created_by_account_id": 3,
         *       "created_at": "2026-11-20T14:03:00.000Z"
         *     }
         */
        MaterialMovement: {
            id: number;
            /** Format: uuid */
            uuid: string;
            /** @description `receipt`: into the warehouse. `transfer_to_property`: warehouse → property. `transfer_to_warehouse`: property → warehouse. `consumption`: used up at a property. `correction`: a counted difference at the warehouse or a property, up or down, with a reason. */
            type: components["schemas"]["MaterialMovementType"];
            item_id: number;
            /** @description The property side of the movement; null for a receipt and for a correction at the warehouse. */
            property_id: number | null;
            /** @description How much moved, in the item’s unit; always positive. */
            quantity: number;
            /** @description Corrections only; null otherwise. */
            direction: ("increase" | "decrease") | null;
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
        MaterialMovementCreate: components["schemas"]["MaterialReceipt"] | components["schemas"]["MaterialTransferToProperty"] | components["schemas"]["MaterialTransferToWarehouse"] | components["schemas"]["MaterialConsumption"] | components["schemas"]["MaterialCorrection"];
        MaterialMovementPage: {
            data: components["schemas"]["MaterialMovement"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @enum {string} */
        MaterialMovementType: "receipt" | "transfer_to_property" | "transfer_to_warehouse" | "consumption" | "correction";
        /** Receipt into the warehouse */
        MaterialReceipt: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "receipt";
            /**
             * Format: uuid
             * @description Your id for this movement. Same uuid and payload again: 200 with the movement booked the first time, nothing booked twice; same uuid, other payload: 409 uuid_conflict.
             */
            uuid?: string;
            item_id: number;
            /** @description How much, in the item’s unit. */
            quantity: number;
            note?: string | null;
        };
        /**
         * @example {
         *       "id": 41,
         *       "uuid": "0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a",
         *       "property_id": 12,
         *       "status": "approved",
         *       "note": "Running low before the holiday season.",
         *       "lines": [
         *         {
         *           "item_id": 7,
         *           "quantity": 6
         *         },
         *         {
         *           "item_id": 9,
         *           "quantity": 200
         *         }
         *       ],
         *       "requested_by_account_id": 5,
         *       "decided_by_account_id": 3,
         *       "decided_at": "2026-11-20T09:12:00.000Z",
         *       "delivered_by_account_id": null,
         *       "delivered_at": null,
         *       "received_by_account_id": null,
         *       "received_at": null,
         *       "created_at": "2026-11-19T16:40:00.000Z",
         *       "updated_at": "2026-11-20T09:12:00.000Z"
         *     }
         */
        MaterialRequest: {
            id: number;
            /** Format: uuid */
            uuid: string;
            property_id: number;
            /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
            status: components["schemas"]["MaterialRequestStatus"];
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
        MaterialRequestCreate: {
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
        MaterialRequestPage: {
            data: components["schemas"]["MaterialRequest"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        MaterialRequestPatch: {
            /**
             * @description The status to move to. Allowed: requested → approved, requested → rejected, approved → delivered; the current status again changes nothing. Anything else is 409 invalid_transition.
             * @enum {string}
             */
            status: "requested" | "approved" | "rejected" | "delivered";
        };
        /** @enum {string} */
        MaterialRequestStatus: "requested" | "approved" | "rejected" | "delivered";
        /** Transfer from the warehouse to a property */
        MaterialTransferToProperty: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transfer_to_property";
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
        };
        /** Transfer from a property back to the warehouse */
        MaterialTransferToWarehouse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transfer_to_warehouse";
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
        };
        Me: {
            tenant: {
                id: number;
                name: string;
                /** @enum {string} */
                plan: "BASIC" | "STANDARD" | "PREMIUM";
                /** Format: date */
                licence_valid_until: string;
                /** @description False once the licence date lies in the past: writes get 402. */
                licence_active: boolean;
                modules: "material"[];
            };
            account: {
                id: number;
                name: string;
            };
            key: {
                id: number;
                name: string;
                /** @description The first characters of the key, for recognising it. */
                prefix: string;
                scopes: ("properties:read" | "properties:write" | "tasks:read" | "tasks:write" | "incidents:read" | "incidents:write" | "form_responses:read" | "material:read" | "material:write" | "roles:read" | "roles:write" | "accounts:read" | "accounts:write" | "form_templates:read" | "form_templates:write" | "workflows:read" | "workflows:write" | "patrols:read" | "inspections:read" | "webhooks:read" | "webhooks:write")[];
                /** Format: date-time */
                created_at: string;
            };
        };
        /** Send an e-mail notification */
        NotifyEmailAction: {
            /** @enum {string} */
            type: "notify_email";
            to: string;
            subject: string | null;
        };
        /** Send an e-mail notification */
        NotifyEmailActionInput: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "notify_email";
            /**
             * Format: email
             * @description The address notified.
             */
            to: string;
            subject?: string | null;
        };
        PermissionCatalogue: {
            data: {
                /** @enum {string} */
                key: "settings.edit" | "accounts.manage" | "properties.edit" | "audit.view" | "time.manage" | "time.unlock" | "tasks.manage" | "incidents.manage" | "forms.manage" | "patrols.manage" | "material.manage";
                description: string;
            }[];
        };
        /** Problem (RFC 9457) */
        Problem: {
            /** @description URI naming the problem type. */
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @description Stable machine-readable error code. */
            code: string;
            /** @description Quote this when asking for support. */
            request_id: string;
            errors?: {
                /** @description JSON pointer into the body, or /query/<name>, /path/<name>. */
                pointer: string;
                detail: string;
                /** @description With some refusals: a stable machine-readable reason for this field (e.g. `unknown_placeholder`), for clients that word the error themselves. */
                code?: string;
                /** @description With field code `too_long`: the most characters allowed. */
                limit?: number;
            }[];
            /** @description With `entry_overlap`: when the other entry of the person runs (`ended_at` null while it runs). */
            conflicting_entry?: {
                /** Format: date-time */
                started_at: string;
                ended_at: string | null;
            };
            /** @description With `external_id_conflict`: the property that already has this external_id. */
            existing_property_id?: number;
        };
        /**
         * @example {
         *       "id": 12,
         *       "name": "Lindenhof residential complex",
         *       "external_id": "PMS-4711",
         *       "address": {
         *         "street": "Lindenstraße 5",
         *         "postal_code": "10969",
         *         "city": "Berlin",
         *         "country": "DE"
         *       },
         *       "notes": "Key safe at the rear entrance.",
         *       "archived": false,
         *       "created_at": "2026-03-01T08:00:00.000Z",
         *       "updated_at": "2026-03-01T08:00:00.000Z"
         *     }
         */
        Property: {
            id: number;
            name: string;
            /** @description Your system's own reference; unique within the tenant. */
            external_id: string | null;
            address: components["schemas"]["Address"];
            notes: string | null;
            archived: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PropertyCreate: {
            name: string;
            external_id?: string | null;
            address?: {
                street?: string | null;
                postal_code?: string | null;
                city?: string | null;
                country?: string | null;
            };
            notes?: string | null;
        };
        PropertyPage: {
            data: components["schemas"]["Property"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        PropertyPatch: {
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
        };
        /**
         * @example {
         *       "item_id": 7,
         *       "property_id": 12,
         *       "quantity": 4,
         *       "min_stock": 10,
         *       "below_minimum": true,
         *       "updated_at": "2026-11-20T14:03:00.000Z"
         *     }
         */
        PropertyStock: {
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
        };
        PropertyStockPage: {
            data: components["schemas"]["PropertyStock"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "id": "role_12",
         *       "name": "Shift lead",
         *       "description": "Runs a shift: edits properties, reads the audit log.",
         *       "permissions": [
         *         "properties.edit",
         *         "audit.view"
         *       ],
         *       "built_in": false,
         *       "created_at": "2026-03-01T08:00:00.000Z",
         *       "updated_at": "2026-03-01T08:00:00.000Z"
         *     }
         */
        Role: {
            /** @description A built-in role’s key (`admin`, `manager`, `worker`, `technical`) or `role_<n>`. */
            id: string;
            name: string;
            description: string | null;
            /** @description In catalogue order. */
            permissions: ("settings.edit" | "accounts.manage" | "properties.edit" | "audit.view" | "time.manage" | "time.unlock" | "tasks.manage" | "incidents.manage" | "forms.manage" | "patrols.manage" | "material.manage")[];
            /** @description Built-in roles are defined by the product and cannot be changed. */
            built_in: boolean;
            /** @description Null for built-in roles. */
            created_at: string | null;
            /** @description Null for built-in roles. */
            updated_at: string | null;
        };
        RoleCreate: {
            /** @description Unique within the tenant, compared without regard to letter case, the built-in roles’ names included; leading and trailing spaces are dropped. */
            name: string;
            /** @description What the role is for, shown next to it in the portal. */
            description?: string | null;
            /** @description What the role grants. Answers list them in catalogue order. */
            permissions: ("settings.edit" | "accounts.manage" | "properties.edit" | "audit.view" | "time.manage" | "time.unlock" | "tasks.manage" | "incidents.manage" | "forms.manage" | "patrols.manage" | "material.manage")[];
        };
        RolePage: {
            data: components["schemas"]["Role"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        RolePatch: {
            /** @description Unique within the tenant, compared without regard to letter case, the built-in roles’ names included; leading and trailing spaces are dropped. */
            name?: string;
            /** @description What the role is for, shown next to it in the portal. */
            description?: string | null;
            /** @description What the role grants. Answers list them in catalogue order. */
            permissions?: ("settings.edit" | "accounts.manage" | "properties.edit" | "audit.view" | "time.manage" | "time.unlock" | "tasks.manage" | "incidents.manage" | "forms.manage" | "patrols.manage" | "material.manage")[];
        };
        ServicePlan: {
            property_id: number;
            areas: {
                id: number;
                name: string;
                type: string | null;
                floor: string | null;
                size_m2: number | null;
                services: components["schemas"]["ServicePlanService"][];
            }[];
        };
        ServicePlanPage: {
            data: components["schemas"]["ServicePlan"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        ServicePlanService: {
            /** @description Tasks made for it name it as `plan.service_id`. */
            id: number;
            title: string;
            frequency: {
                /** @description RFC 5545 subset; null: on demand. */
                rrule: string | null;
                excluded_months: number[];
                /** @description 1 Monday … 7 Sunday. */
                excluded_weekdays: number[];
                excluded_dates: string[];
                /** @description Not on the organisation’s public holidays. */
                skip_holidays: boolean;
                /** @description The schedule as one sentence, German and English. */
                sentence: {
                    de: string;
                    en: string;
                };
            };
            /** @description Local HH:MM. */
            window_start: string;
            /** @description Local HH:MM; at or before the start: the next day. */
            window_end: string;
            expected_minutes: number | null;
            checklist: string[];
            /** Format: date */
            valid_from: string;
            valid_to: string | null;
        };
        /**
         * @example {
         *       "id": 501,
         *       "uuid": "3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70",
         *       "title": "Final cleaning after checkout, apartment 3B",
         *       "description": "Guest checked out at 10:00.",
         *       "property_id": 12,
         *       "due_date": "2026-11-23",
         *       "status": "open",
         *       "created_at": "2026-11-22T10:02:11.000Z",
         *       "updated_at": "2026-11-22T10:02:11.000Z",
         *       "completed_at": null,
         *       "plan": null,
         *       "checklist": null
         *     }
         */
        Task: {
            id: number;
            /** Format: uuid */
            uuid: string;
            title: string;
            description: string | null;
            property_id: number;
            /** Format: date */
            due_date: string;
            /** @description open → in_progress → done, or cancelled. */
            status: components["schemas"]["TaskStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            completed_at: string | null;
            /** @description Read-only. For a task made by a service plan: its service, area and day; null for other tasks. */
            plan: components["schemas"]["TaskPlan"] | null;
            /** @description Read-only. For a task made by a service plan: the service’s checklist with the results recorded; null for other tasks. */
            checklist: components["schemas"]["TaskChecklistItem"][] | null;
        };
        TaskChecklistItem: {
            item: string;
            /**
             * @description null: not ticked yet.
             * @enum {string|null}
             */
            result: "ok" | "failed" | null;
            note: string | null;
        };
        TaskCreate: {
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
        };
        TaskPage: {
            data: components["schemas"]["Task"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        TaskPatch: {
            title?: string;
            /** @description `null` clears it. */
            description?: string | null;
            /**
             * Format: date
             * @description A calendar date, YYYY-MM-DD.
             */
            due_date?: string;
            /**
             * @description Any status may follow any other: `cancelled` when the booking is gone, `open` to bring a task back. `done` sets `completed_at`; leaving `done` clears it.
             * @enum {string}
             */
            status?: "open" | "in_progress" | "done" | "cancelled";
        };
        TaskPlan: {
            /** @description The service of the service plan (GET /service-plans). */
            service_id: number;
            /** @description The name of the service’s area. */
            area: string;
            /**
             * Format: date
             * @description The day of the service this task is.
             */
            occurrence_date: string;
        };
        /** @enum {string} */
        TaskStatus: "open" | "in_progress" | "done" | "cancelled";
        /**
         * @example {
         *       "key": "boiler_room_check",
         *       "name": {
         *         "en": "Boiler room check",
         *         "de": "Kontrolle Heizungsraum"
         *       },
         *       "description": {
         *         "en": "Monthly look at the heating system.",
         *         "de": "Monatlicher Blick auf die Heizungsanlage."
         *       },
         *       "fields": [
         *         {
         *           "id": "pressure_ok",
         *           "type": "checkbox",
         *           "label": {
         *             "en": "Pressure in range",
         *             "de": "Druck im Sollbereich"
         *           },
         *           "required": true
         *         },
         *         {
         *           "id": "leaks",
         *           "type": "single_choice",
         *           "label": {
         *             "en": "Leaks",
         *             "de": "Undichtigkeiten"
         *           },
         *           "required": true,
         *           "options": [
         *             {
         *               "en": "None",
         *               "de": "Keine"
         *             },
         *             {
         *               "en": "Minor",
         *               "de": "Gering"
         *             },
         *             {
         *               "en": "Major",
         *               "de": "Erheblich"
         *             }
         *           ]
         *         },
         *         {
         *           "id": "photo",
         *           "type": "photo",
         *           "label": {
         *             "en": "Photo",
         *             "de": "Foto"
         *           }
         *         }
         *       ]
         *     }
         */
        TemplateDocument: {
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
            fields: components["schemas"]["TemplateDocumentField"][];
        };
        /**
         * @example {
         *       "id": "leaks",
         *       "type": "single_choice",
         *       "label": {
         *         "en": "Leaks",
         *         "de": "Undichtigkeiten"
         *       },
         *       "options": [
         *         {
         *           "en": "None",
         *           "de": "Keine"
         *         },
         *         {
         *           "en": "Minor",
         *           "de": "Gering"
         *         }
         *       ]
         *     }
         */
        TemplateDocumentField: {
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
            type: "text" | "number" | "checkbox" | "single_choice" | "multiple_choice" | "date" | "time" | "photo" | "signature" | "rating";
            /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
            options?: {
                en: string;
                de: string;
            }[];
        } & (components["schemas"]["TemplateDocumentFieldChoice"] | components["schemas"]["TemplateDocumentFieldOther"]);
        /** Choice field (single_choice, multiple_choice) */
        TemplateDocumentFieldChoice: {
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
             * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "single_choice" | "multiple_choice";
            /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
            options: {
                en: string;
                de: string;
            }[];
        };
        /** Any other field */
        TemplateDocumentFieldOther: {
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
             * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "text" | "number" | "checkbox" | "date" | "time" | "photo" | "signature" | "rating";
        };
        /**
         * @example {
         *       "id": "areas_checked",
         *       "type": "multiple_choice",
         *       "label": "Areas checked",
         *       "required": true,
         *       "options": [
         *         "Entrance",
         *         "Stairwell",
         *         "Bin area"
         *       ]
         *     }
         */
        TemplateField: {
            /** @description Machine id, stable across versions. */
            id: string;
            /**
             * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5).
             * @enum {string}
             */
            type: "text" | "number" | "checkbox" | "single_choice" | "multiple_choice" | "date" | "time" | "photo" | "signature" | "rating";
            label: string;
            required: boolean;
            /** @description Only on `single_choice` and `multiple_choice` fields. */
            options?: string[];
        };
        /**
         * @example {
         *       "id": "areas_checked",
         *       "type": "multiple_choice",
         *       "label": "Areas checked",
         *       "required": true,
         *       "options": [
         *         "Entrance",
         *         "Stairwell",
         *         "Bin area"
         *       ]
         *     }
         */
        TemplateFieldInput: {
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
            type: "text" | "number" | "checkbox" | "single_choice" | "multiple_choice" | "date" | "time" | "photo" | "signature" | "rating";
            /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
            options?: string[];
        } & (components["schemas"]["TemplateFieldInputChoice"] | components["schemas"]["TemplateFieldInputOther"]);
        /** Choice field (single_choice, multiple_choice) */
        TemplateFieldInputChoice: {
            /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
            id: string;
            /** @description What the field asks, as shown in the app. */
            label: string;
            /** @description Must be answered before the response can be submitted. Default false. */
            required?: boolean;
            /**
             * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "single_choice" | "multiple_choice";
            /** @description Required for `single_choice` and `multiple_choice` (1 to 50, unique ignoring letter case); not accepted for other types. */
            options: string[];
        };
        /** Any other field */
        TemplateFieldInputOther: {
            /** @description Machine id of the field: 1–64 lowercase letters, digits or `_`, starting with a letter; unique within the template. Answers are keyed by it, so keep it when a later version changes the label; its type cannot change in a later version. */
            id: string;
            /** @description What the field asks, as shown in the app. */
            label: string;
            /** @description Must be answered before the response can be submitted. Default false. */
            required?: boolean;
            /**
             * @description `text`, `number`, `checkbox`, `single_choice`, `multiple_choice`, `date` (YYYY-MM-DD), `time` (HH:MM), `photo`, `signature` (answered with files), `rating` (1 to 5). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "text" | "number" | "checkbox" | "date" | "time" | "photo" | "signature" | "rating";
        };
        /**
         * @example {
         *       "item_id": 7,
         *       "quantity": 140,
         *       "min_stock": 10,
         *       "below_minimum": false,
         *       "updated_at": "2026-11-20T14:03:00.000Z"
         *     }
         */
        WarehouseStock: {
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
        };
        WarehouseStockPage: {
            data: components["schemas"]["WarehouseStock"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        WebhookAttempt: {
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
        };
        WebhookDelivery: {
            id: number;
            /** @description The `webhook-id` header: the same on every attempt and replay. */
            webhook_id: string;
            /** @description null for `webhook.test`. */
            event_id: number | null;
            event_type: string;
            /** @enum {string} */
            origin: "event" | "test" | "replay";
            /** @enum {string} */
            state: "pending" | "succeeded" | "failed";
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The exact body sent (and signed). */
            request_body: string;
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookDeliveryPage: {
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        WebhookEndpoint: {
            id: number;
            url: string;
            description: string;
            event_types: string[];
            enabled: boolean;
            /**
             * @description `manual`: switched off through the API or portal; `gone`: the receiver answered 410; `failing`: every attempt failed for five days.
             * @enum {string|null}
             */
            disabled_reason: "manual" | "gone" | "failing" | null;
            disabled_at: string | null;
            /** @description The first failed attempt since the last success; null while deliveries succeed. */
            failing_since: string | null;
            /** @description The endpoint receives only events this account may see (its permissions and properties). */
            created_by_account_id: number;
            /** Format: date-time */
            created_at: string;
        };
        WebhookEndpointPage: {
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        WebhookEndpointWithSecret: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /**
             * @description The signing secret (`whsec_` and base64), shown this once: store it where the receiver verifies signatures.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookReplayResult: {
            /** @description Deliveries queued. */
            queued: number;
        };
        /**
         * @example {
         *       "id": 21,
         *       "uuid": "6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b",
         *       "name": "Damage reported in a quality check",
         *       "description": "A failed cleaning check at Harbour View becomes a task for the object manager.",
         *       "trigger": "form_response_submitted",
         *       "conditions": {
         *         "property_ids": [
         *           12
         *         ],
         *         "template_id": 4,
         *         "answer": {
         *           "field_id": "overall",
         *           "operator": "less_than",
         *           "value": 3
         *         }
         *       },
         *       "actions": [
         *         {
         *           "type": "create_task",
         *           "title": "Follow up on a poor cleaning check",
         *           "due_in_days": 2,
         *           "description": "Call the cleaning team lead."
         *         },
         *         {
         *           "type": "notify_email",
         *           "to": "object.manager@example.com",
         *           "subject": "Poor cleaning check"
         *         }
         *       ],
         *       "active": true,
         *       "created_by_account_id": 3,
         *       "created_at": "2026-11-22T08:00:00.000Z",
         *       "updated_at": "2026-11-22T08:00:00.000Z"
         *     }
         */
        WorkflowRule: {
            id: number;
            /** @description Client-supplied at creation, or generated; null only for a rule made outside the API without one. */
            uuid: string | null;
            name: string;
            description: string | null;
            /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
            trigger: components["schemas"]["WorkflowTrigger"];
            conditions: {
                /** @description Null: every property. */
                property_ids: number[] | null;
                template_id: number | null;
                answer: {
                    field_id: string;
                    /**
                     * @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it).
                     * @enum {string}
                     */
                    operator: "equals" | "not_equals" | "in" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_true" | "is_false" | "is_empty" | "is_not_empty";
                    /** @description Null for is_true, is_false, is_empty and is_not_empty. */
                    value: string | number | string[] | null;
                } | null;
            };
            actions: (components["schemas"]["CreateTaskAction"] | components["schemas"]["CreateIncidentAction"] | components["schemas"]["NotifyEmailAction"])[];
            /** @description Only active rules fire. */
            active: boolean;
            /** @description The account of the key (or portal user) that created the rule. */
            created_by_account_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WorkflowRuleCreate: {
            /**
             * Format: uuid
             * @description Your id for this rule. Repeating the call with the same uuid and payload creates nothing and returns the rule (200); the same uuid with another payload is 409 uuid_conflict.
             */
            uuid?: string;
            name: string;
            description?: string | null;
            /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
            trigger: components["schemas"]["WorkflowTrigger"];
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
                    /**
                     * @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it).
                     * @enum {string}
                     */
                    operator: "equals" | "not_equals" | "in" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_true" | "is_false" | "is_empty" | "is_not_empty";
                    /** @description What the answer is compared with: a string (text, date, time, an option), a number (number, rating), or a list of options for `in`, each once. Absent or null for is_true, is_false, is_empty and is_not_empty. */
                    value?: string | number | string[] | null;
                } | null;
            };
            /** @description What the rule does when it fires, in this order: 1 to 10 actions, no two the same. Sent in a PATCH, the list replaces the rule’s actions. */
            actions: ({
                /**
                 * @description `create_task` and `create_incident` create it at the property of the event that fired the rule; `notify_email` sends a notice about the event.
                 * @enum {string}
                 */
                type: "create_task" | "create_incident" | "notify_email";
                /** @description Title of what is created. */
                title?: string;
                /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
                due_in_days?: number;
                description?: string | null;
                /**
                 * @description Severity of the incident created.
                 * @enum {string}
                 */
                severity?: "low" | "medium" | "high" | "critical";
                /**
                 * Format: email
                 * @description The address notified.
                 */
                to?: string;
                subject?: string | null;
            } & (components["schemas"]["CreateTaskActionInput"] | components["schemas"]["CreateIncidentActionInput"] | components["schemas"]["NotifyEmailActionInput"]))[];
            /** @description Defaults to true. */
            active?: boolean;
        };
        WorkflowRulePage: {
            data: components["schemas"]["WorkflowRule"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        WorkflowRulePatch: {
            name?: string;
            description?: string | null;
            /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
            trigger?: components["schemas"]["WorkflowTrigger"];
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
                    /**
                     * @description Which operators fit depends on the field type: text: equals, not_equals, contains (a part of the text); number: equals, not_equals, greater_than, less_than; rating: the same, with values 1–5 that some rating can meet; date (YYYY-MM-DD) and time (HH:MM): equals, not_equals, greater_than (after), less_than (before); checkbox: is_true, is_false; single_choice: equals, not_equals (one option), in (a list of options); multiple_choice: contains, not_contains (one option), in (any of a list of options); photo and signature: only is_empty, is_not_empty. is_empty and is_not_empty fit every type; is_empty does not fit a required field (a submitted response always answers it).
                     * @enum {string}
                     */
                    operator: "equals" | "not_equals" | "in" | "contains" | "not_contains" | "greater_than" | "less_than" | "is_true" | "is_false" | "is_empty" | "is_not_empty";
                    /** @description What the answer is compared with: a string (text, date, time, an option), a number (number, rating), or a list of options for `in`, each once. Absent or null for is_true, is_false, is_empty and is_not_empty. */
                    value?: string | number | string[] | null;
                } | null;
            };
            /** @description What the rule does when it fires, in this order: 1 to 10 actions, no two the same. Sent in a PATCH, the list replaces the rule’s actions. */
            actions?: ({
                /**
                 * @description `create_task` and `create_incident` create it at the property of the event that fired the rule; `notify_email` sends a notice about the event.
                 * @enum {string}
                 */
                type: "create_task" | "create_incident" | "notify_email";
                /** @description Title of what is created. */
                title?: string;
                /** @description The task is due this many days after the event, counted in calendar days of the tenant’s time zone (0: the same day), 0 to 365. */
                due_in_days?: number;
                description?: string | null;
                /**
                 * @description Severity of the incident created.
                 * @enum {string}
                 */
                severity?: "low" | "medium" | "high" | "critical";
                /**
                 * Format: email
                 * @description The address notified.
                 */
                to?: string;
                subject?: string | null;
            } & (components["schemas"]["CreateTaskActionInput"] | components["schemas"]["CreateIncidentActionInput"] | components["schemas"]["NotifyEmailActionInput"]))[];
            /** @description There is no DELETE: deactivate instead; true brings the rule back. */
            active?: boolean;
        };
        WorkflowRun: {
            id: number;
            rule_id: number;
            event: {
                id: number;
                /**
                 * @description What happened.
                 * @enum {string}
                 */
                type: "form_response.submitted" | "incident.created" | "task.overdue";
                /** @description `portal`, `field` or `schedule` (a due date passing). */
                origin: string;
                /** @description The form response, incident or task the event is about. */
                subject_id: number | null;
                property_id: number | null;
                /** Format: date-time */
                occurred_at: string;
            };
            /**
             * @description `succeeded`: every action ran and its e-mails were delivered. `retrying`: the last attempt failed and another follows (with backoff), or its e-mail is not delivered yet (retried for about 34 hours). `failed`: every attempt failed and nothing of the run was made, or its e-mail was refused for good (`error` says to whom and why). `skipped`: the rule was switched off before its run.
             * @enum {string}
             */
            status: "succeeded" | "skipped" | "retrying" | "failed";
            attempts: number;
            /** @description What the run made, in the order of the actions: tasks, incidents, e-mail messages. */
            created: {
                /** @enum {string} */
                type: "task" | "incident" | "mail";
                id: number;
            }[];
            /** @description The last attempt’s error, when it failed. */
            error: string | null;
            /** Format: date-time */
            started_at: string;
            finished_at: string | null;
        };
        WorkflowRunPage: {
            data: components["schemas"]["WorkflowRun"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. */
            next_cursor: string | null;
        };
        /** @enum {string} */
        WorkflowTrigger: "form_response_submitted" | "incident_created" | "task_overdue";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The methods the path has, e.g. `GET, HEAD, PATCH`. */
        Allow: string;
        /** @description `true` on the stored answer to a repeated `Idempotency-Key`. */
        "Idempotent-Replayed": string;
        /** @description `<…?cursor=…>; rel="next"` while there is a next page. */
        Link: string;
        /** @description The URL of the created resource. */
        Location: string;
        /** @description What is left of that budget: `"per-key";r=<remaining>;t=<seconds to reset>`, or `"failed-auth";r=<remaining>;t=<seconds to reset>`. */
        RateLimit: string;
        /** @description The budget the request counts against: the key’s, `"per-key";q=<requests>;w=60`; without a valid key (401, and the 429 for too many failed authentications) the client address’s budget of failed authentications, `"failed-auth";q=<failures>;w=60`. */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before trying again. */
        "Retry-After": string;
        /** @description The request’s id (yours, when you sent a valid one): quote it when asking for support. */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenant": {
                     *         "id": 7,
                     *         "name": "Nordlicht Facility Services",
                     *         "plan": "STANDARD",
                     *         "licence_valid_until": "2027-11-21",
                     *         "licence_active": true,
                     *         "modules": [
                     *           "material"
                     *         ]
                     *       },
                     *       "account": {
                     *         "id": 31,
                     *         "name": "PMS integration"
                     *       },
                     *       "key": {
                     *         "id": 4,
                     *         "name": "PMS production",
                     *         "prefix": "ct_live_a1B2",
                     *         "scopes": [
                     *           "tasks:write",
                     *           "properties:read"
                     *         ],
                     *         "created_at": "2026-11-01T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listProperties: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                external_id?: string;
                /** @description Only properties changed at or after this instant. */
                updated_since?: string;
                /** @description true: only archived; false: only active; unset: both. */
                archived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Lindenhof residential complex",
                 *       "external_id": "PMS-4711",
                 *       "address": {
                 *         "street": "Lindenstraße 5",
                 *         "postal_code": "10969",
                 *         "city": "Berlin",
                 *         "country": "DE"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PropertyCreate"];
            };
        };
        responses: {
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "name": "Lindenhof residential complex",
                     *       "external_id": "PMS-4711",
                     *       "address": {
                     *         "street": "Lindenstraße 5",
                     *         "postal_code": "10969",
                     *         "city": "Berlin",
                     *         "country": "DE"
                     *       },
                     *       "notes": "Key safe at the rear entrance.",
                     *       "archived": false,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `external_id_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "external_id_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getProperty: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "name": "Lindenhof residential complex",
                     *       "external_id": "PMS-4711",
                     *       "address": {
                     *         "street": "Lindenstraße 5",
                     *         "postal_code": "10969",
                     *         "city": "Berlin",
                     *         "country": "DE"
                     *       },
                     *       "notes": "Key safe at the rear entrance.",
                     *       "archived": false,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyPatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 12,
                     *       "name": "Lindenhof residential complex",
                     *       "external_id": "PMS-4711",
                     *       "address": {
                     *         "street": "Lindenstraße 5",
                     *         "postal_code": "10969",
                     *         "city": "Berlin",
                     *         "country": "DE"
                     *       },
                     *       "notes": "Key safe at the rear entrance.",
                     *       "archived": false,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Property"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `external_id_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "external_id_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                property_id?: number;
                /**
                 * @description Only the tasks created with these uuids (yours): find tasks again by your own ids, e.g. to move or cancel them. One uuid or up to 100, comma-separated (`uuid=3f1c…,8a2b…`), in any letter case; uuids of no task of yours are left out of the answer. The tasks are paged like any list: ask for `pageSize=100` to get a batch on one page. An entry that is not a uuid, or more than 100 entries, is 422 at `/query/uuid`.
                 * @example 3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70,8a2b4c6d-1e3f-4a5b-9c7d-0e1f2a3b4c5d
                 */
                uuid?: string;
                /** @description open → in_progress → done, or cancelled. */
                status?: components["schemas"]["TaskStatus"];
                /** @description Due on or after this day. */
                due_from?: string;
                /** @description Due on or before this day. */
                due_to?: string;
                /** @description Only tasks changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuid": "3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70",
                 *       "title": "Final cleaning after checkout, apartment 3B",
                 *       "property_id": 12,
                 *       "due_date": "2026-11-23"
                 *     }
                 */
                "application/json": components["schemas"]["TaskCreate"];
            };
        };
        responses: {
            /** @description Repeat of an earlier call: the task it created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 501,
                     *       "uuid": "3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70",
                     *       "title": "Final cleaning after checkout, apartment 3B",
                     *       "description": "Guest checked out at 10:00.",
                     *       "property_id": 12,
                     *       "due_date": "2026-11-23",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T10:02:11.000Z",
                     *       "updated_at": "2026-11-22T10:02:11.000Z",
                     *       "completed_at": null,
                     *       "plan": null,
                     *       "checklist": null
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 501,
                     *       "uuid": "3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70",
                     *       "title": "Final cleaning after checkout, apartment 3B",
                     *       "description": "Guest checked out at 10:00.",
                     *       "property_id": 12,
                     *       "due_date": "2026-11-23",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T10:02:11.000Z",
                     *       "updated_at": "2026-11-22T10:02:11.000Z",
                     *       "completed_at": null,
                     *       "plan": null,
                     *       "checklist": null
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `uuid_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "uuid_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getTask: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 501,
                     *       "uuid": "3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70",
                     *       "title": "Final cleaning after checkout, apartment 3B",
                     *       "description": "Guest checked out at 10:00.",
                     *       "property_id": 12,
                     *       "due_date": "2026-11-23",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T10:02:11.000Z",
                     *       "updated_at": "2026-11-22T10:02:11.000Z",
                     *       "completed_at": null,
                     *       "plan": null,
                     *       "checklist": null
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskPatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 501,
                     *       "uuid": "3f1c2a9e-8d7b-4c6a-9f10-2b3c4d5e6f70",
                     *       "title": "Final cleaning after checkout, apartment 3B",
                     *       "description": "Guest checked out at 10:00.",
                     *       "property_id": 12,
                     *       "due_date": "2026-11-23",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T10:02:11.000Z",
                     *       "updated_at": "2026-11-22T10:02:11.000Z",
                     *       "completed_at": null,
                     *       "plan": null,
                     *       "checklist": null
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listServicePlans: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                property_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicePlanPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listIncidents: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                property_id?: number;
                status?: "open" | "in_progress" | "resolved" | "closed";
                severity?: "low" | "medium" | "high" | "critical";
                /** @description Occurred at or after this instant. */
                occurred_from?: string;
                /** @description Occurred at or before this instant. */
                occurred_to?: string;
                /** @description Only incidents changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncidentPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createIncident: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuid": "9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b",
                 *       "title": "Water damage in stairwell B",
                 *       "property_id": 12,
                 *       "description": "Damp patch on the ceiling above the second-floor landing, growing.",
                 *       "severity": "high",
                 *       "location": "Stairwell B, 2nd floor",
                 *       "occurred_at": "2026-11-22T07:45:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["IncidentCreate"];
            };
        };
        responses: {
            /** @description Repeat of an earlier call: the incident it created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 88,
                     *       "uuid": "9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b",
                     *       "title": "Water damage in stairwell B",
                     *       "description": "Damp patch on the ceiling above the second-floor landing, growing.",
                     *       "property_id": 12,
                     *       "severity": "high",
                     *       "location": "Stairwell B, 2nd floor",
                     *       "occurred_at": "2026-11-22T07:45:00.000Z",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T08:01:12.000Z",
                     *       "updated_at": "2026-11-22T08:01:12.000Z",
                     *       "resolved_at": null,
                     *       "owner": {
                     *         "id": 7,
                     *         "name": "Jana Becker"
                     *       },
                     *       "due_on": "2026-11-25"
                     *     }
                     */
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 88,
                     *       "uuid": "9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b",
                     *       "title": "Water damage in stairwell B",
                     *       "description": "Damp patch on the ceiling above the second-floor landing, growing.",
                     *       "property_id": 12,
                     *       "severity": "high",
                     *       "location": "Stairwell B, 2nd floor",
                     *       "occurred_at": "2026-11-22T07:45:00.000Z",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T08:01:12.000Z",
                     *       "updated_at": "2026-11-22T08:01:12.000Z",
                     *       "resolved_at": null,
                     *       "owner": {
                     *         "id": 7,
                     *         "name": "Jana Becker"
                     *       },
                     *       "due_on": "2026-11-25"
                     *     }
                     */
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `uuid_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "uuid_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getIncident: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 88,
                     *       "uuid": "9b2f6c1e-4a3d-4e5f-8a7b-1c2d3e4f5a6b",
                     *       "title": "Water damage in stairwell B",
                     *       "description": "Damp patch on the ceiling above the second-floor landing, growing.",
                     *       "property_id": 12,
                     *       "severity": "high",
                     *       "location": "Stairwell B, 2nd floor",
                     *       "occurred_at": "2026-11-22T07:45:00.000Z",
                     *       "status": "open",
                     *       "created_at": "2026-11-22T08:01:12.000Z",
                     *       "updated_at": "2026-11-22T08:01:12.000Z",
                     *       "resolved_at": null,
                     *       "owner": {
                     *         "id": 7,
                     *         "name": "Jana Becker"
                     *       },
                     *       "due_on": "2026-11-25"
                     *     }
                     */
                    "application/json": components["schemas"]["Incident"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listFormResponses: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. With `expand=answers` at most 50; a larger one is 422. */
                pageSize?: number;
                /** @description `answers`: each response comes with its `answers` and `photos` (signed links), exactly as GET /form-responses/{id} shows it, so a poller needs one request per page instead of one per response. Pages then hold at most 50 responses. */
                expand?: "answers";
                property_id?: number;
                /** @description `draft` while being filled in, `submitted` once handed in (then it no longer changes). */
                status?: "draft" | "submitted";
                /** @description Only responses changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormResponseListItemPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getFormResponse: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3051,
                     *       "template": {
                     *         "id": 4,
                     *         "name": "Cleaning quality check",
                     *         "version": 2
                     *       },
                     *       "property_id": 12,
                     *       "status": "submitted",
                     *       "submitted_at": "2026-11-22T09:14:03.000Z",
                     *       "submitted_by": {
                     *         "id": 57,
                     *         "name": "Aylin Demir"
                     *       },
                     *       "created_at": "2026-11-22T08:50:41.000Z",
                     *       "updated_at": "2026-11-22T09:14:03.000Z",
                     *       "answers": [
                     *         {
                     *           "field_id": "entrance_clean",
                     *           "label": "Entrance area clean",
                     *           "type": "checkbox",
                     *           "value": true
                     *         },
                     *         {
                     *           "field_id": "rating",
                     *           "label": "Overall impression",
                     *           "type": "rating",
                     *           "value": 4
                     *         },
                     *         {
                     *           "field_id": "remarks",
                     *           "label": "Remarks",
                     *           "type": "text",
                     *           "value": "Bin area needs attention."
                     *         },
                     *         {
                     *           "field_id": "photo",
                     *           "label": "Photo of the bin area",
                     *           "type": "photo",
                     *           "value": [
                     *             981
                     *           ]
                     *         }
                     *       ],
                     *       "photos": [
                     *         {
                     *           "id": 981,
                     *           "field_id": "photo",
                     *           "content_type": "image/jpeg",
                     *           "byte_size": 48213,
                     *           "url": "https://ops.example.com/files/7/981?expires=1795315200&signature=Jx3kQ9vTq2mZ8bWc1nR5yH0aL7dE4fG6sP2uV9xC3oI",
                     *           "url_expires_at": "2026-11-22T10:14:03.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["FormResponseDetail"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listInspections: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                property_id?: number;
                /** @description Inspections on or after this date. */
                from?: string;
                /** @description Inspections on or before this date. */
                to?: string;
                /** @description `true`: completed inspections below their threshold; `false`: those that passed. */
                below_threshold?: boolean;
                /** @description Only inspections changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InspectionSummaryPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getInspection: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inspection"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listFormTemplates: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                /** @description true: only active; false: only inactive; unset: both. */
                active?: boolean;
                /** @description Only templates offered at this property (at all properties or listed for it). */
                property_id?: number;
                /** @description Only templates changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormTemplatePage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createFormTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuid": "0b5e7c1d-2f3a-4b6c-8d9e-1f2a3b4c5d6e",
                 *       "name": "Cleaning quality check",
                 *       "description": "Weekly check of the cleaning result.",
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
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FormTemplateCreate"];
            };
        };
        responses: {
            /** @description Repeat of an earlier call: the template it created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["FormTemplate"];
                };
            };
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["FormTemplate"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `uuid_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "uuid_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listFormTemplateCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole catalogue, in one answer (it is not paged). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogList"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    importFormTemplates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At least one entry in `keys` or `documents`, at most 20 in all. `property_ids` applies to the templates this call creates. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogImport"];
            };
        };
        responses: {
            /** @description Every template was there already. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "source": "catalog",
                     *           "key": "cleaning_quality_check",
                     *           "status": "created",
                     *           "template": {
                     *             "id": 4,
                     *             "uuid": null,
                     *             "name": "Cleaning quality check",
                     *             "description": "Weekly check of the cleaning result.",
                     *             "version": 1,
                     *             "fields": [
                     *               {
                     *                 "id": "entrance_clean",
                     *                 "type": "checkbox",
                     *                 "label": "Entrance area clean",
                     *                 "required": true
                     *               },
                     *               {
                     *                 "id": "areas_checked",
                     *                 "type": "multiple_choice",
                     *                 "label": "Areas checked",
                     *                 "required": true,
                     *                 "options": [
                     *                   "Entrance",
                     *                   "Stairwell",
                     *                   "Bin area"
                     *                 ]
                     *               },
                     *               {
                     *                 "id": "rating",
                     *                 "type": "rating",
                     *                 "label": "Overall impression (1–5)",
                     *                 "required": true
                     *               },
                     *               {
                     *                 "id": "photo",
                     *                 "type": "photo",
                     *                 "label": "Photo",
                     *                 "required": false
                     *               }
                     *             ],
                     *             "property_ids": null,
                     *             "active": true,
                     *             "catalog_key": "cleaning_quality_check",
                     *             "created_at": "2026-11-02T08:00:00.000Z",
                     *             "updated_at": "2026-11-20T14:31:09.000Z"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogImportResult"];
                };
            };
            /** @description At least one template was created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "source": "catalog",
                     *           "key": "cleaning_quality_check",
                     *           "status": "created",
                     *           "template": {
                     *             "id": 4,
                     *             "uuid": null,
                     *             "name": "Cleaning quality check",
                     *             "description": "Weekly check of the cleaning result.",
                     *             "version": 1,
                     *             "fields": [
                     *               {
                     *                 "id": "entrance_clean",
                     *                 "type": "checkbox",
                     *                 "label": "Entrance area clean",
                     *                 "required": true
                     *               },
                     *               {
                     *                 "id": "areas_checked",
                     *                 "type": "multiple_choice",
                     *                 "label": "Areas checked",
                     *                 "required": true,
                     *                 "options": [
                     *                   "Entrance",
                     *                   "Stairwell",
                     *                   "Bin area"
                     *                 ]
                     *               },
                     *               {
                     *                 "id": "rating",
                     *                 "type": "rating",
                     *                 "label": "Overall impression (1–5)",
                     *                 "required": true
                     *               },
                     *               {
                     *                 "id": "photo",
                     *                 "type": "photo",
                     *                 "label": "Photo",
                     *                 "required": false
                     *               }
                     *             ],
                     *             "property_ids": null,
                     *             "active": true,
                     *             "catalog_key": "cleaning_quality_check",
                     *             "created_at": "2026-11-02T08:00:00.000Z",
                     *             "updated_at": "2026-11-20T14:31:09.000Z"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogImportResult"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getFormTemplate: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["FormTemplate"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateFormTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormTemplatePatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["FormTemplate"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getFormTemplateVersion: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "template_id": 4,
                     *       "version": 1,
                     *       "current": false,
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
                     *         }
                     *       ],
                     *       "created_at": "2026-11-02T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["FormTemplateVersion"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listMaterialItems: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                /** @description Exact SKU, any letter case. */
                sku?: string;
                /** @description Exact category. */
                category?: string;
                /** @description true: only active; false: only inactive; unset: both. */
                active?: boolean;
                /** @description Only items changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialItemPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createMaterialItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Glass cleaner 1 l",
                 *       "sku": "GC-1000",
                 *       "unit": "piece",
                 *       "category": "Cleaning agents",
                 *       "min_stock": 10
                 *     }
                 */
                "application/json": components["schemas"]["MaterialItemCreate"];
            };
        };
        responses: {
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Glass cleaner 1 l",
                     *       "sku": "GC-1000",
                     *       "unit": "piece",
                     *       "category": "Cleaning agents",
                     *       "min_stock": 10,
                     *       "active": true,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialItem"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `sku_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "sku_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getMaterialItem: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Glass cleaner 1 l",
                     *       "sku": "GC-1000",
                     *       "unit": "piece",
                     *       "category": "Cleaning agents",
                     *       "min_stock": 10,
                     *       "active": true,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialItem"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateMaterialItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialItemPatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 7,
                     *       "name": "Glass cleaner 1 l",
                     *       "sku": "GC-1000",
                     *       "unit": "piece",
                     *       "category": "Cleaning agents",
                     *       "min_stock": 10,
                     *       "active": true,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialItem"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `sku_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "sku_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listPropertyStock: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                property_id?: number;
                item_id?: number;
                /** @description true: only stock below the item’s minimum; false: only stock at or above it; unset: both. */
                below_minimum?: boolean;
                /** @description Only stock a movement changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyStockPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWarehouseStock: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                item_id?: number;
                /** @description true: only stock below the item’s minimum; false: only stock at or above it; unset: both. */
                below_minimum?: boolean;
                /** @description Only stock a movement changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WarehouseStockPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listMaterialMovements: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                item_id?: number;
                property_id?: number;
                /** @description `receipt`: into the warehouse. `transfer_to_property`: warehouse → property. `transfer_to_warehouse`: property → warehouse. `consumption`: used up at a property. `correction`: a counted difference at the warehouse or a property, up or down, with a reason. */
                type?: components["schemas"]["MaterialMovementType"];
                request_id?: number;
                /** @description Only movements booked at or after this instant (movements never change once booked). */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialMovementPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createMaterialMovement: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The fields depend on `type`; see the shapes below. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialMovementCreate"];
            };
        };
        responses: {
            /** @description Repeat of an earlier call: the movement it booked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3051,
                     *       "uuid": "5d0e7a52-3c1b-4f8e-9a6d-2b7c8e9f0a1b",
                     *       "type": "transfer_to_property",
                     *       "item_id": 7,
                     *       "property_id": 12,
                     *       "quantity": 6,
                     *       "direction": null,
                     *       "reason": null,
                     *       "note": "Weekly refill",
                     *       "request_id": null,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-20T14:03:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialMovement"];
                };
            };
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3051,
                     *       "uuid": "5d0e7a52-3c1b-4f8e-9a6d-2b7c8e9f0a1b",
                     *       "type": "transfer_to_property",
                     *       "item_id": 7,
                     *       "property_id": 12,
                     *       "quantity": 6,
                     *       "direction": null,
                     *       "reason": null,
                     *       "note": "Weekly refill",
                     *       "request_id": null,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-20T14:03:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialMovement"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `uuid_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "uuid_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`, `insufficient_stock`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed" | "insufficient_stock";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getMaterialMovement: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 3051,
                     *       "uuid": "5d0e7a52-3c1b-4f8e-9a6d-2b7c8e9f0a1b",
                     *       "type": "transfer_to_property",
                     *       "item_id": 7,
                     *       "property_id": 12,
                     *       "quantity": 6,
                     *       "direction": null,
                     *       "reason": null,
                     *       "note": "Weekly refill",
                     *       "request_id": null,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-20T14:03:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialMovement"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listMaterialRequests: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                property_id?: number;
                /** @description requested → approved or rejected; approved → delivered. Delivering books one `transfer_to_property` movement per line. */
                status?: components["schemas"]["MaterialRequestStatus"];
                /** @description Only requests changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaterialRequestPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createMaterialRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuid": "0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a",
                 *       "property_id": 12,
                 *       "note": "Running low before the holiday season.",
                 *       "lines": [
                 *         {
                 *           "item_id": 7,
                 *           "quantity": 6
                 *         },
                 *         {
                 *           "item_id": 9,
                 *           "quantity": 200
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MaterialRequestCreate"];
            };
        };
        responses: {
            /** @description Repeat of an earlier call: the request it created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "uuid": "0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a",
                     *       "property_id": 12,
                     *       "status": "approved",
                     *       "note": "Running low before the holiday season.",
                     *       "lines": [
                     *         {
                     *           "item_id": 7,
                     *           "quantity": 6
                     *         },
                     *         {
                     *           "item_id": 9,
                     *           "quantity": 200
                     *         }
                     *       ],
                     *       "requested_by_account_id": 5,
                     *       "decided_by_account_id": 3,
                     *       "decided_at": "2026-11-20T09:12:00.000Z",
                     *       "delivered_by_account_id": null,
                     *       "delivered_at": null,
                     *       "received_by_account_id": null,
                     *       "received_at": null,
                     *       "created_at": "2026-11-19T16:40:00.000Z",
                     *       "updated_at": "2026-11-20T09:12:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialRequest"];
                };
            };
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "uuid": "0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a",
                     *       "property_id": 12,
                     *       "status": "approved",
                     *       "note": "Running low before the holiday season.",
                     *       "lines": [
                     *         {
                     *           "item_id": 7,
                     *           "quantity": 6
                     *         },
                     *         {
                     *           "item_id": 9,
                     *           "quantity": 200
                     *         }
                     *       ],
                     *       "requested_by_account_id": 5,
                     *       "decided_by_account_id": 3,
                     *       "decided_at": "2026-11-20T09:12:00.000Z",
                     *       "delivered_by_account_id": null,
                     *       "delivered_at": null,
                     *       "received_by_account_id": null,
                     *       "received_at": null,
                     *       "created_at": "2026-11-19T16:40:00.000Z",
                     *       "updated_at": "2026-11-20T09:12:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialRequest"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `uuid_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "uuid_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getMaterialRequest: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "uuid": "0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a",
                     *       "property_id": 12,
                     *       "status": "approved",
                     *       "note": "Running low before the holiday season.",
                     *       "lines": [
                     *         {
                     *           "item_id": 7,
                     *           "quantity": 6
                     *         },
                     *         {
                     *           "item_id": 9,
                     *           "quantity": 200
                     *         }
                     *       ],
                     *       "requested_by_account_id": 5,
                     *       "decided_by_account_id": 3,
                     *       "decided_at": "2026-11-20T09:12:00.000Z",
                     *       "delivered_by_account_id": null,
                     *       "delivered_at": null,
                     *       "received_by_account_id": null,
                     *       "received_at": null,
                     *       "created_at": "2026-11-19T16:40:00.000Z",
                     *       "updated_at": "2026-11-20T09:12:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialRequest"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateMaterialRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MaterialRequestPatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 41,
                     *       "uuid": "0c9b8a7f-6e5d-4c3b-8a19-0f1e2d3c4b5a",
                     *       "property_id": 12,
                     *       "status": "approved",
                     *       "note": "Running low before the holiday season.",
                     *       "lines": [
                     *         {
                     *           "item_id": 7,
                     *           "quantity": 6
                     *         },
                     *         {
                     *           "item_id": 9,
                     *           "quantity": 200
                     *         }
                     *       ],
                     *       "requested_by_account_id": 5,
                     *       "decided_by_account_id": 3,
                     *       "decided_at": "2026-11-20T09:12:00.000Z",
                     *       "delivered_by_account_id": null,
                     *       "delivered_at": null,
                     *       "received_by_account_id": null,
                     *       "received_at": null,
                     *       "created_at": "2026-11-19T16:40:00.000Z",
                     *       "updated_at": "2026-11-20T09:12:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MaterialRequest"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `module_disabled`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "module_disabled" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `invalid_transition`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "invalid_transition";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`, `insufficient_stock`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed" | "insufficient_stock";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                /** @description true: only the built-in roles; false: only custom roles; unset: both. */
                built_in?: boolean;
                /** @description Only custom roles changed at or after this instant; built-in roles never change and are left out. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Shift lead",
                 *       "description": "Runs a shift.",
                 *       "permissions": [
                 *         "properties.edit",
                 *         "audit.view"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RoleCreate"];
            };
        };
        responses: {
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "role_12",
                     *       "name": "Shift lead",
                     *       "description": "Runs a shift: edits properties, reads the audit log.",
                     *       "permissions": [
                     *         "properties.edit",
                     *         "audit.view"
                     *       ],
                     *       "built_in": false,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `exceeds_own_rights`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "exceeds_own_rights";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `name_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "name_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "key": "properties.edit",
                     *           "description": "Create, edit and archive properties."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PermissionCatalogue"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A built-in role’s key or a custom role’s `role_<n>`.
                 * @example role_12
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "role_12",
                     *       "name": "Shift lead",
                     *       "description": "Runs a shift: edits properties, reads the audit log.",
                     *       "permissions": [
                     *         "properties.edit",
                     *         "audit.view"
                     *       ],
                     *       "built_in": false,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description A built-in role’s key or a custom role’s `role_<n>`.
                 * @example role_12
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolePatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "role_12",
                     *       "name": "Shift lead",
                     *       "description": "Runs a shift: edits properties, reads the audit log.",
                     *       "permissions": [
                     *         "properties.edit",
                     *         "audit.view"
                     *       ],
                     *       "built_in": false,
                     *       "created_at": "2026-03-01T08:00:00.000Z",
                     *       "updated_at": "2026-03-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `built_in_role`, `own_account_locked`, `exceeds_own_rights`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "built_in_role" | "own_account_locked" | "exceeds_own_rights";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `name_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "name_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                /** @description Exact address, any letter case. */
                email?: string;
                /** @description Only accounts with this role id. */
                role?: string;
                /** @description true: only active; false: only deactivated; unset: both. */
                active?: boolean;
                /** @description Only accounts changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `exceeds_own_rights`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "exceeds_own_rights" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `email_conflict`, `seat_limit_reached`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "email_conflict" | "seat_limit_reached";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getAccount: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
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
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `own_account_locked`, `exceeds_own_rights`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "own_account_locked" | "exceeds_own_rights" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `email_conflict`, `seat_limit_reached`, `last_admin`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "email_conflict" | "seat_limit_reached" | "last_admin";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createInviteLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description No fields: send `{}`. */
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["InviteLinkRequest"];
            };
        };
        responses: {
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://ops.example.com/invite#3q2-7wEXAMPLEtoken",
                     *       "expires_at": "2026-03-08T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["InviteLink"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `own_account_locked`, `exceeds_own_rights`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "own_account_locked" | "exceeds_own_rights";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWorkflowRules: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
                /** @description `form_response_submitted`: a form response is handed in in the field app. `incident_created`: an incident is reported in the portal or the field app. `task_overdue`: a task passes its due date without being done. API writes never trigger a rule. */
                trigger?: components["schemas"]["WorkflowTrigger"];
                /** @description true: only active; false: only inactive; unset: both. */
                active?: boolean;
                /** @description Only rules changed at or after this instant. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRulePage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createWorkflowRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowRuleCreate"];
            };
        };
        responses: {
            /** @description Repeat of an earlier call: the rule it created. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "uuid": "6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "name": "Damage reported in a quality check",
                     *       "description": "A failed cleaning check at Harbour View becomes a task for the object manager.",
                     *       "trigger": "form_response_submitted",
                     *       "conditions": {
                     *         "property_ids": [
                     *           12
                     *         ],
                     *         "template_id": 4,
                     *         "answer": {
                     *           "field_id": "overall",
                     *           "operator": "less_than",
                     *           "value": 3
                     *         }
                     *       },
                     *       "actions": [
                     *         {
                     *           "type": "create_task",
                     *           "title": "Follow up on a poor cleaning check",
                     *           "due_in_days": 2,
                     *           "description": "Call the cleaning team lead."
                     *         },
                     *         {
                     *           "type": "notify_email",
                     *           "to": "object.manager@example.com",
                     *           "subject": "Poor cleaning check"
                     *         }
                     *       ],
                     *       "active": true,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-22T08:00:00.000Z",
                     *       "updated_at": "2026-11-22T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkflowRule"];
                };
            };
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "uuid": "6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "name": "Damage reported in a quality check",
                     *       "description": "A failed cleaning check at Harbour View becomes a task for the object manager.",
                     *       "trigger": "form_response_submitted",
                     *       "conditions": {
                     *         "property_ids": [
                     *           12
                     *         ],
                     *         "template_id": 4,
                     *         "answer": {
                     *           "field_id": "overall",
                     *           "operator": "less_than",
                     *           "value": 3
                     *         }
                     *       },
                     *       "actions": [
                     *         {
                     *           "type": "create_task",
                     *           "title": "Follow up on a poor cleaning check",
                     *           "due_in_days": 2,
                     *           "description": "Call the cleaning team lead."
                     *         },
                     *         {
                     *           "type": "notify_email",
                     *           "to": "object.manager@example.com",
                     *           "subject": "Poor cleaning check"
                     *         }
                     *       ],
                     *       "active": true,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-22T08:00:00.000Z",
                     *       "updated_at": "2026-11-22T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkflowRule"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`, `uuid_conflict`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use" | "uuid_conflict";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getWorkflowRule: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "uuid": "6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "name": "Damage reported in a quality check",
                     *       "description": "A failed cleaning check at Harbour View becomes a task for the object manager.",
                     *       "trigger": "form_response_submitted",
                     *       "conditions": {
                     *         "property_ids": [
                     *           12
                     *         ],
                     *         "template_id": 4,
                     *         "answer": {
                     *           "field_id": "overall",
                     *           "operator": "less_than",
                     *           "value": 3
                     *         }
                     *       },
                     *       "actions": [
                     *         {
                     *           "type": "create_task",
                     *           "title": "Follow up on a poor cleaning check",
                     *           "due_in_days": 2,
                     *           "description": "Call the cleaning team lead."
                     *         },
                     *         {
                     *           "type": "notify_email",
                     *           "to": "object.manager@example.com",
                     *           "subject": "Poor cleaning check"
                     *         }
                     *       ],
                     *       "active": true,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-22T08:00:00.000Z",
                     *       "updated_at": "2026-11-22T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkflowRule"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateWorkflowRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowRulePatch"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "uuid": "6a1f0c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "name": "Damage reported in a quality check",
                     *       "description": "A failed cleaning check at Harbour View becomes a task for the object manager.",
                     *       "trigger": "form_response_submitted",
                     *       "conditions": {
                     *         "property_ids": [
                     *           12
                     *         ],
                     *         "template_id": 4,
                     *         "answer": {
                     *           "field_id": "overall",
                     *           "operator": "less_than",
                     *           "value": 3
                     *         }
                     *       },
                     *       "actions": [
                     *         {
                     *           "type": "create_task",
                     *           "title": "Follow up on a poor cleaning check",
                     *           "due_in_days": 2,
                     *           "description": "Call the cleaning team lead."
                     *         },
                     *         {
                     *           "type": "notify_email",
                     *           "to": "object.manager@example.com",
                     *           "subject": "Poor cleaning check"
                     *         }
                     *       ],
                     *       "active": true,
                     *       "created_by_account_id": 3,
                     *       "created_at": "2026-11-22T08:00:00.000Z",
                     *       "updated_at": "2026-11-22T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WorkflowRule"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWorkflowRuleRuns: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`, `property_access_denied`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope" | "property_access_denied";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The `next_cursor` of the previous answer; without it the feed starts at its oldest kept event. */
                cursor?: string;
                /**
                 * @description Comma-separated event types to read (default: every type the key's scopes read): `property.created`, `property.updated`, `task.created`, `task.updated`, `task.status_changed`, `task.missed`, `incident.created`, `incident.updated`, `incident.status_changed`, `form_response.submitted`, `material.item.created`, `material.item.updated`, `material.movement.created`, `material.request.created`, `material.request.status_changed`, `patrol.round.completed`, `patrol.round.missed`, `inspection.completed`, `account.created`, `account.updated`, `account.deleted`, `role.created`, `role.updated`, `role.deleted`, `form_template.created`, `form_template.updated`, `form_template.deleted`, `workflow_rule.created`, `workflow_rule.updated`, `workflow_rule.deleted`.
                 * @example incident.created,incident.status_changed
                 */
                types?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getEvent: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://pms.example.com/caretaker/webhooks",
                 *       "description": "Property management system",
                 *       "event_types": [
                 *         "incident.created"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are POSTed: https, to a public address (loopback, private, link-local and metadata addresses are refused, checked at every delivery). Plain http only to networks the operator allows (`WEBHOOK_ALLOW_NETWORKS`).
                     * @example https://pms.example.com/caretaker/webhooks
                     */
                    url: string;
                    /** @description What the endpoint is for; for people. */
                    description?: string;
                    /** @description The event types sent; empty: every type (also types added later). */
                    event_types?: ("property.created" | "property.updated" | "task.created" | "task.updated" | "task.status_changed" | "task.missed" | "incident.created" | "incident.updated" | "incident.status_changed" | "form_response.submitted" | "material.item.created" | "material.item.updated" | "material.movement.created" | "material.request.created" | "material.request.status_changed" | "patrol.round.completed" | "patrol.round.missed" | "inspection.completed")[];
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created; `Location` names the new resource. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    getWebhookEndpoint: {
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where events are POSTed: https, to a public address (loopback, private, link-local and metadata addresses are refused, checked at every delivery). Plain http only to networks the operator allows (`WEBHOOK_ALLOW_NETWORKS`).
                     * @example https://pms.example.com/caretaker/webhooks
                     */
                    url?: string;
                    /** @description What the endpoint is for; for people. */
                    description?: string;
                    /** @description The event types sent; empty: every type (also types added later). */
                    event_types?: ("property.created" | "property.updated" | "task.created" | "task.updated" | "task.status_changed" | "task.missed" | "incident.created" | "incident.updated" | "incident.status_changed" | "form_response.submitted" | "material.item.created" | "material.item.updated" | "material.movement.created" | "material.request.created" | "material.request.status_changed" | "patrol.round.completed" | "patrol.round.missed" | "inspection.completed")[];
                    /** @description false switches the endpoint off; true on again (deliveries still pending resume). */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Opaque cursor from `next_cursor` of the previous page. */
                cursor?: string;
                /** @description Entries per page, 1 to 200; default 50. */
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
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
                delivery_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReplayResult"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
    replayWebhookWindow: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique string of yours (a UUID, say). A repeat with the same key and the same request within 24 hours answers what the first answered, with `Idempotent-Replayed: true`, and changes nothing; the same key with another request is 422 `idempotency_key_reused`; a repeat while the first still runs is 409 `idempotency_key_in_use`. Scoped to the API key. */
                "idempotency-key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-11-20T06:00:00Z",
                 *       "to": "2026-11-20T18:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Events committed at or after this instant…
                     */
                    from: string;
                    /**
                     * Format: date-time
                     * @description …and before this one (at most 30 days back).
                     */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReplayResult"];
                };
            };
            /** @description Problem with `code`: `malformed_json`, `unsupported_media_type`, `bad_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "malformed_json" | "unsupported_media_type" | "bad_request";
                    };
                };
            };
            /** @description Problem with `code`: `unauthenticated`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description Problem with `code`: `licence_expired`. */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "licence_expired";
                    };
                };
            };
            /** @description Problem with `code`: `plan_required`, `insufficient_scope`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "plan_required" | "insufficient_scope";
                    };
                };
            };
            /** @description Problem with `code`: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "not_found";
                    };
                };
            };
            /** @description Problem with `code`: `method_not_allowed`. */
            405: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Allow: components["headers"]["Allow"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_in_use`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_in_use";
                    };
                };
            };
            /** @description Problem with `code`: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description Problem with `code`: `idempotency_key_reused`, `validation_failed`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "idempotency_key_reused" | "validation_failed";
                    };
                };
            };
            /** @description Problem with `code`: `rate_limited`. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Problem with `code`: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    };
                };
            };
            /** @description Problem with `code`: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @description Stable machine-readable error code.
                         * @enum {string}
                         */
                        code?: "service_unavailable";
                    };
                };
            };
        };
    };
}
