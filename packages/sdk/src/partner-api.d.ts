// Generated from the partner API's OpenAPI document by `npm run generate -w packages/sdk`: do not edit.
export interface paths {
  '/partner/v1/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open a bank account (wallet)
     * @description Opens a wallet for one of your clients with sandbox bank details. BANK and BANK_AND_CARD open ACTIVE, other types ORDERED. Emits ACCOUNT_CREATED.
     *
     *     Scope: `accounts:write`.
     */
    post: operations['createAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/accounts/{walletId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an account
     * @description With its bank details (IBAN, SWIFT, bank name and address, recipient).
     *
     *     Scope: `accounts:read`.
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an account
     * @description Status and/or label. DELETED and TERMINATED accounts no longer change (417 account_closed). Emits ACCOUNT_UPDATED when something changed.
     *
     *     Scope: `accounts:write`.
     */
    patch: operations['updateAccount'];
    trace?: never;
  };
  '/partner/v1/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Order a card
     * @description Virtual cards are ACTIVE at once, physical cards ORDERED. Only the masked number is ever made or stored. Emits CARD_CREATED.
     *
     *     Scope: `cards:write`.
     */
    post: operations['createCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/cards/{walletId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a card
     * @description The card number is only ever the mask.
     *
     *     Scope: `cards:read`.
     */
    get: operations['getCard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a card status
     * @description LOST, STOLEN, EXPIRED and REJECTED cards no longer change (417 card_closed). Emits CARD_UPDATED when the status changed.
     *
     *     Scope: `cards:write`.
     */
    patch: operations['updateCard'];
    trace?: never;
  };
  '/partner/v1/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your clients
     * @description Newest first. `skip` is a page index from 0.
     *
     *     Scope: `clients:read`.
     */
    get: operations['listClients'];
    put?: never;
    /**
     * Create a client
     * @description An individual (`EXTERNAL_INDIVIDUAL`: firstName, lastName) or a business (`EXTERNAL_BUSINESS`: companyName, companyRegNumber) client of yours.
     *
     *     Scope: `clients:write`.
     */
    post: operations['createClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a client
     * @description Another partner's client answers 404, exactly like one that does not exist.
     *
     *     Scope: `clients:read`.
     */
    get: operations['getClient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List your events
     * @description The events your webhooks receive, newest first, kept 90 days: catch up on missed deliveries without the portal. Filters `type`, `since` (at or after) and `until` (before); `limit` per page and `nextCursor` for the next, older page (send the same filters with `cursor`). A test event (`POST /partner/v1/events/trigger`) has `test: true`.
     *
     *     **What a key sees.** An event carries its entity as the partner API answers it, so a key sees an event only if it may read that entity: account events (`ACCOUNT_*`) need `accounts:read`, card events (`CARD_*`) `cards:read` (or the write scope of the same resource, or FULL or READ_ONLY access). The others are left out of lists and streams, and read by id they answer 404, as if they did not exist; test events too.
     *
     *     Scope: `events:read`.
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an event
     * @description By its id (the `x-webhook-id` of its deliveries). Another partner's event answers 404, like one that does not exist.
     *
     *     **What a key sees.** An event carries its entity as the partner API answers it, so a key sees an event only if it may read that entity: account events (`ACCOUNT_*`) need `accounts:read`, card events (`CARD_*`) `cards:read` (or the write scope of the same resource, or FULL or READ_ONLY access). The others are left out of lists and streams, and read by id they answer 404, as if they did not exist; test events too.
     *
     *     Scope: `events:read`.
     */
    get: operations['getEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/events/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Stream your events live (Server-Sent Events)
     * @description Server-Sent Events (`text/event-stream`) of your events as they are written, from any server process. Each event is an SSE event named `event` whose `id` is the event id (the `x-webhook-id` of its deliveries) and whose `data` is the event as `GET /partner/v1/events/{eventId}` answers it; events come oldest first, each once.
     *
     *     **Signing.** Sign the GET like any call (`x-app-access-*` headers over the path with its query string and an empty body). The signature is checked once, when the stream opens: it stays open after the 60 s timestamp window. Every 15 s a comment line (`: heartbeat`) keeps proxies from closing it, and your standing is checked again. The key is checked before events are sent and about every second: a deleted or expired key or a disabled creator ends the stream within a moment, whichever server process changed it; so does a partner no longer verified (at the next heartbeat), each with an `end` event naming the reason. A stream ends after 30 minutes anyway; reconnect with a fresh signature.
     *
     *     **Resuming.** Send the last event id you received as `?after=` (signed) or as the `Last-Event-ID` header (what an EventSource sends by itself): the stream first sends every event after it, then the live ones, with no gap and no duplicate. An unknown id answers 417 naming `after` or `Last-Event-ID`. Without either, the stream starts with the next new event.
     *
     *     **What a key sees.** An event carries its entity as the partner API answers it, so a key sees an event only if it may read that entity: account events (`ACCOUNT_*`) need `accounts:read`, card events (`CARD_*`) `cards:read` (or the write scope of the same resource, or FULL or READ_ONLY access). The others are left out of lists and streams, and read by id they answer 404, as if they did not exist; test events too.
     *
     *     Scope: `events:read`.
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/events/trigger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Fire a test event
     * @description Writes an event of the chosen catalogue type through the real pipeline: a delivery to each of your webhooks, signed like any, and an event on your streams and in the Events API. It is marked `test: true` (the event, and its entity, an example that names no real account or card). Turned off where the portal says so (`EVENTS_TRIGGER`; by default in production): 417 `test_events_disabled`.
     *
     *     Scope: `events:write`.
     */
    post: operations['triggerEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/accounts/{walletId}/freeze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the bank freezing an account
     * @description An ACTIVE account becomes BLOCKED (else 417 account_not_active) and ACCOUNT_UPDATED is emitted. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `accounts:write`.
     */
    post: operations['simulateAccountFreeze'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/accounts/{walletId}/unfreeze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the bank unfreezing an account
     * @description A BLOCKED account becomes ACTIVE again (else 417 on walletId) and ACCOUNT_UPDATED is emitted. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `accounts:write`.
     */
    post: operations['simulateAccountUnfreeze'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/card-authorisations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate a card authorisation
     * @description A merchant asks to take the amount from an ACTIVE card attached to an account. Approved: the card's account holds the amount (balanceOnHold; ACCOUNT_UPDATED). Declined (status DECLINED with `declineReason`): nothing moves and no event is sent. Magic values: an amount ending in .51 is declined `insufficient_funds`, an amount ending in .05 is declined `do_not_honour`; an amount above the available balance is declined insufficient_funds. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `cards:write`.
     */
    post: operations['simulateCardAuthorisation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/card-authorisations/{authorisationId}/reversal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate a card authorisation's reversal
     * @description The merchant cancels the payment: the hold is released and ACCOUNT_UPDATED emitted. Only an APPROVED authorisation. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `cards:write`.
     */
    post: operations['simulateCardReversal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/card-authorisations/{authorisationId}/settlement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate a card authorisation's settlement
     * @description The merchant takes the held amount: the hold is released, the account debited, the CARD_PAYMENT transaction written and ACCOUNT_UPDATED emitted. Only an APPROVED authorisation settles (else 417 on authorisationId). Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `cards:write`.
     */
    post: operations['simulateCardSettlement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/clients/{clientId}/verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the bank's verification of a client
     * @description Approves or rejects the client's verification. Without `outcome`, a client whose last name is `Reject` is rejected and any other approved. The event catalogue has no client events, so none is sent. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `clients:write`.
     */
    post: operations['simulateClientVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/incoming-transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate an incoming transfer
     * @description Makes the bank book a SEPA transfer from outside to one of your sandbox accounts, exactly as a live one is booked: the account is credited, the SEPA_IN transaction is written and ACCOUNT_UPDATED is emitted. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `transactions:write`.
     */
    post: operations['simulateIncomingTransfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/simulations/outgoing-transfer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate an outgoing transfer, settled or returned
     * @description Debits the account (SEPA_OUT, ACCOUNT_UPDATED); `returned` then credits the amount back (REFUND, a second ACCOUNT_UPDATED), as a beneficiary bank that refuses the transfer does. Never overdraws: 417 insufficient_funds. Sandbox keys only: a live key answers 403 `sandbox_only`.
     *
     *     Scope: `transactions:write`.
     */
    post: operations['simulateOutgoingTransfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/partner/v1/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a wallet's transactions
     * @description Newest first. `skip` is a page index from 0.
     *
     *     Scope: `transactions:read`.
     */
    get: operations['listTransactions'];
    put?: never;
    /**
     * Make a sandbox payment
     * @description Credits (SEPA_IN, REFUND) or debits (SEPA_OUT, CARD_PAYMENT, FEE, TRANSFER) an ACTIVE account in its currency. A debit never overdraws the available balance: 417 insufficient_funds and nothing is written. Emits ACCOUNT_UPDATED.
     *
     *     Scope: `transactions:write`.
     */
    post: operations['createTransaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  ACCOUNT_CREATED: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An account was opened for one of your clients (POST /partner/v1/accounts).
     * @description Sent to each enabled webhook subscribed to ACCOUNT_CREATED (or to every type).
     *
     *     **Signature.** `x-webhook-sig` is the lower-case hex HMAC-SHA256, keyed with the webhook's secret, of
     *     `x-webhook-ts + "." + rawBody` (the body exactly as received, before any JSON parsing). Compare in constant
     *     time and refuse a timestamp far from your clock. During a secret roll, each delivery also carries `x-webhook-sig-previous`,
     *     the same signature made with the previous secret, until the overlap ends: accept either.
     *
     *     **Standard Webhooks.** Every delivery also carries `webhook-id`, `webhook-timestamp` and
     *     `webhook-signature` as standardwebhooks.com defines them, so the `standardwebhooks` or Svix libraries of any
     *     language verify it. Their secret is `"whsec_" + base64(UTF-8 bytes of your webhook secret)`: the same key as above, written the
     *     way those libraries read it (a secret that already starts with `whsec_` is encoded whole, prefix included). During a roll the
     *     header holds both signatures, space-separated, and the libraries accept either.
     *
     *     **Answer.** Any 2xx within 10 s is a success; the body of the answer is kept (first
     *     2048 bytes) for the delivery log but not read. Redirects are not followed.
     *
     *     **Retries.** Any other answer, or none in time, is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then every
     *     24 h, for 72 h after the first attempt; then the delivery FAILED. Every attempt
     *     of one event carries the same `x-webhook-id` and body: use it to ignore duplicates. Events of different entities may
     *     arrive out of order; compare `eventTime`. An endpoint failing for 120 h without a success is disabled.
     */
    post: operations['webhookACCOUNT_CREATED'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  ACCOUNT_UPDATED: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An account's status or label changed (PATCH /partner/v1/accounts/{walletId}), or a payment changed its balance.
     * @description Sent to each enabled webhook subscribed to ACCOUNT_UPDATED (or to every type).
     *
     *     **Signature.** `x-webhook-sig` is the lower-case hex HMAC-SHA256, keyed with the webhook's secret, of
     *     `x-webhook-ts + "." + rawBody` (the body exactly as received, before any JSON parsing). Compare in constant
     *     time and refuse a timestamp far from your clock. During a secret roll, each delivery also carries `x-webhook-sig-previous`,
     *     the same signature made with the previous secret, until the overlap ends: accept either.
     *
     *     **Standard Webhooks.** Every delivery also carries `webhook-id`, `webhook-timestamp` and
     *     `webhook-signature` as standardwebhooks.com defines them, so the `standardwebhooks` or Svix libraries of any
     *     language verify it. Their secret is `"whsec_" + base64(UTF-8 bytes of your webhook secret)`: the same key as above, written the
     *     way those libraries read it (a secret that already starts with `whsec_` is encoded whole, prefix included). During a roll the
     *     header holds both signatures, space-separated, and the libraries accept either.
     *
     *     **Answer.** Any 2xx within 10 s is a success; the body of the answer is kept (first
     *     2048 bytes) for the delivery log but not read. Redirects are not followed.
     *
     *     **Retries.** Any other answer, or none in time, is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then every
     *     24 h, for 72 h after the first attempt; then the delivery FAILED. Every attempt
     *     of one event carries the same `x-webhook-id` and body: use it to ignore duplicates. Events of different entities may
     *     arrive out of order; compare `eventTime`. An endpoint failing for 120 h without a success is disabled.
     */
    post: operations['webhookACCOUNT_UPDATED'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  CARD_CREATED: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A card was issued on one of your accounts (POST /partner/v1/cards): virtual cards ACTIVE, physical ORDERED.
     * @description Sent to each enabled webhook subscribed to CARD_CREATED (or to every type).
     *
     *     **Signature.** `x-webhook-sig` is the lower-case hex HMAC-SHA256, keyed with the webhook's secret, of
     *     `x-webhook-ts + "." + rawBody` (the body exactly as received, before any JSON parsing). Compare in constant
     *     time and refuse a timestamp far from your clock. During a secret roll, each delivery also carries `x-webhook-sig-previous`,
     *     the same signature made with the previous secret, until the overlap ends: accept either.
     *
     *     **Standard Webhooks.** Every delivery also carries `webhook-id`, `webhook-timestamp` and
     *     `webhook-signature` as standardwebhooks.com defines them, so the `standardwebhooks` or Svix libraries of any
     *     language verify it. Their secret is `"whsec_" + base64(UTF-8 bytes of your webhook secret)`: the same key as above, written the
     *     way those libraries read it (a secret that already starts with `whsec_` is encoded whole, prefix included). During a roll the
     *     header holds both signatures, space-separated, and the libraries accept either.
     *
     *     **Answer.** Any 2xx within 10 s is a success; the body of the answer is kept (first
     *     2048 bytes) for the delivery log but not read. Redirects are not followed.
     *
     *     **Retries.** Any other answer, or none in time, is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then every
     *     24 h, for 72 h after the first attempt; then the delivery FAILED. Every attempt
     *     of one event carries the same `x-webhook-id` and body: use it to ignore duplicates. Events of different entities may
     *     arrive out of order; compare `eventTime`. An endpoint failing for 120 h without a success is disabled.
     */
    post: operations['webhookCARD_CREATED'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  CARD_UPDATED: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A card's status changed (PATCH /partner/v1/cards/{walletId}), e.g. blocked, lost or stolen.
     * @description Sent to each enabled webhook subscribed to CARD_UPDATED (or to every type).
     *
     *     **Signature.** `x-webhook-sig` is the lower-case hex HMAC-SHA256, keyed with the webhook's secret, of
     *     `x-webhook-ts + "." + rawBody` (the body exactly as received, before any JSON parsing). Compare in constant
     *     time and refuse a timestamp far from your clock. During a secret roll, each delivery also carries `x-webhook-sig-previous`,
     *     the same signature made with the previous secret, until the overlap ends: accept either.
     *
     *     **Standard Webhooks.** Every delivery also carries `webhook-id`, `webhook-timestamp` and
     *     `webhook-signature` as standardwebhooks.com defines them, so the `standardwebhooks` or Svix libraries of any
     *     language verify it. Their secret is `"whsec_" + base64(UTF-8 bytes of your webhook secret)`: the same key as above, written the
     *     way those libraries read it (a secret that already starts with `whsec_` is encoded whole, prefix included). During a roll the
     *     header holds both signatures, space-separated, and the libraries accept either.
     *
     *     **Answer.** Any 2xx within 10 s is a success; the body of the answer is kept (first
     *     2048 bytes) for the delivery log but not read. Redirects are not followed.
     *
     *     **Retries.** Any other answer, or none in time, is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then every
     *     24 h, for 72 h after the first attempt; then the delivery FAILED. Every attempt
     *     of one event carries the same `x-webhook-id` and body: use it to ignore duplicates. Events of different entities may
     *     arrive out of order; compare `eventTime`. An endpoint failing for 120 h without a success is disabled.
     */
    post: operations['webhookCARD_UPDATED'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Account: {
      /** @description decimal amount, 2 fixed decimals */
      balance: string;
      /** @description decimal amount, 2 fixed decimals */
      balanceFrozen: string;
      /** @description decimal amount, 2 fixed decimals */
      balanceOnHold: string;
      bankDetails: {
        bankAddress: string;
        bankName: string;
        iban: string;
        recipient: string;
        swift: string;
      } | null;
      clientId: string;
      /** @description ISO-8601 date-time */
      createdDate: string;
      /** @description ISO 4217 currency code */
      currency: string;
      integration: string;
      label: string | null;
      /** @enum {string} */
      status: 'ORDERED' | 'ACTIVE' | 'DELETED' | 'TERMINATED' | 'BLOCKED';
      /** @enum {string} */
      type: 'CRYPTO' | 'BANK' | 'BANK_AND_CARD' | 'STOCKS' | 'TRUST';
      walletId: string;
    };
    Card: {
      /** @description decimal amount, 2 fixed decimals */
      availableAmount: string;
      /** @description decimal amount, 2 fixed decimals */
      balance: string;
      /** @description decimal amount, 2 fixed decimals */
      balanceFrozen: string;
      /** @description decimal amount, 2 fixed decimals */
      balanceOnHold: string;
      cardholder: string;
      /** @description only the mask is ever stored, e.g. 5354 **** **** 1234 */
      cardNumberMask: string;
      clientId: string;
      /** @description ISO-8601 date-time */
      creationDate: string;
      /** @description ISO 4217 currency code */
      currency: string;
      /** @description yyyy-MM-dd */
      expirationDate: string;
      integration: string;
      /** @description decimal amount, 2 fixed decimals */
      lockedAmount: string;
      /** @enum {string} */
      status:
        | 'REQUESTED'
        | 'PENDING'
        | 'ORDERED'
        | 'ORDER_COMPLETED'
        | 'APPROVED'
        | 'REJECTED'
        | 'BLOCKED'
        | 'SUSPENDED'
        | 'ACTIVE'
        | 'ACTIVATING'
        | 'INACTIVE'
        | 'LOST'
        | 'STOLEN'
        | 'EXPIRED'
        | 'UNKNOWN';
      virtual: boolean;
      walletId: string;
    };
    /**
     * @example {
     *       "authorisationId": "0b8e2c4a-1d3f-4e5a-9b7c-6d8e0f1a2b3c",
     *       "cardId": "100000124",
     *       "walletId": "100000123",
     *       "amount": "12.50",
     *       "currency": "EUR",
     *       "merchant": "Coffee Bar Milano",
     *       "status": "APPROVED",
     *       "declineReason": null,
     *       "createdDate": "2026-05-01T12:00:00.000Z"
     *     }
     */
    CardAuthorisation: {
      /** @description decimal amount, 2 fixed decimals */
      amount: string;
      /** Format: uuid */
      authorisationId: string;
      cardId: string;
      /** @description ISO-8601 date-time */
      createdDate: string;
      currency: string;
      declineReason: ('insufficient_funds' | 'do_not_honour') | null;
      merchant: string;
      /** @enum {string} */
      status: 'APPROVED' | 'DECLINED' | 'SETTLED' | 'REVERSED';
      /** @description the account whose funds the authorisation holds */
      walletId: string;
    };
    /**
     * @example {
     *       "cardId": "100000124",
     *       "amount": "12.50",
     *       "currency": "EUR",
     *       "merchant": "Coffee Bar Milano"
     *     }
     */
    CardAuthorisationSimulationInput: {
      /** @description cents .51 decline it insufficient_funds, .05 do_not_honour */
      amount: string;
      /** @description the card's wallet id; the card must be ACTIVE and attached to an account */
      cardId: string;
      /**
       * @description ISO 4217 code the sandbox supports
       * @enum {string}
       */
      currency: 'EUR' | 'USD' | 'GBP' | 'CHF';
      /** @default Sandbox merchant */
      merchant: string;
    };
    Client: {
      clientId: string;
      companyName: string | null;
      companyRegNumber: string | null;
      /** @description ISO-8601 date-time */
      createdDate: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      /** @enum {string} */
      type: 'EXTERNAL_INDIVIDUAL' | 'EXTERNAL_BUSINESS';
    };
    ClientVerification: {
      client: components['schemas']['Client'];
      /** @description ISO-8601 date-time */
      decidedDate: string;
      /** @enum {string} */
      verificationStatus: 'APPROVED' | 'REJECTED';
    };
    /** @example {} */
    ClientVerificationSimulationInput: {
      /**
       * @description without it, approved unless the client's last name is Reject
       * @enum {string}
       */
      outcome?: 'approved' | 'rejected';
    };
    ClientWithVerification: {
      clientId: string;
      companyName: string | null;
      companyRegNumber: string | null;
      /** @description ISO-8601 date-time */
      createdDate: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      /** @enum {string} */
      type: 'EXTERNAL_INDIVIDUAL' | 'EXTERNAL_BUSINESS';
      /** @description the bank's decision on the client's verification; null while none was made */
      verification: {
        /** @description ISO-8601 date-time */
        decidedDate: string;
        /** @enum {string} */
        status: 'APPROVED' | 'REJECTED';
      } | null;
    };
    /**
     * @example {
     *       "clientId": "3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
     *       "currency": "EUR",
     *       "type": "BANK",
     *       "label": "Main account"
     *     }
     */
    CreateAccountInput: {
      /**
       * Format: uuid
       * @description a client of yours
       */
      clientId: string;
      /**
       * @description ISO 4217 code the sandbox supports
       * @enum {string}
       */
      currency: 'EUR' | 'USD' | 'GBP' | 'CHF';
      label?: string;
      /**
       * @description BANK and BANK_AND_CARD open ACTIVE at once; the others open ORDERED
       * @default BANK
       * @enum {string}
       */
      type: 'CRYPTO' | 'BANK' | 'BANK_AND_CARD' | 'STOCKS' | 'TRUST';
    };
    /**
     * @example {
     *       "type": "EXTERNAL_BUSINESS",
     *       "email": "office@acme.example",
     *       "companyName": "Acme Trading S.r.l.",
     *       "companyRegNumber": "IT01234567890"
     *     }
     */
    CreateBusinessClientInput: {
      companyName: string;
      companyRegNumber: string;
      /** Format: email */
      email: string;
      /** @constant */
      type: 'EXTERNAL_BUSINESS';
    };
    /**
     * @example {
     *       "clientId": "3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
     *       "virtual": true,
     *       "cardholder": "ANNA ROSSI",
     *       "currency": "EUR"
     *     }
     */
    CreateCardInput: {
      /** @description name printed on the card */
      cardholder: string;
      /** Format: uuid */
      clientId: string;
      /**
       * @description ISO 4217 code the sandbox supports
       * @enum {string}
       */
      currency: 'EUR' | 'USD' | 'GBP' | 'CHF';
      /** @description virtual cards are ACTIVE at once; physical ones are ORDERED */
      virtual: boolean;
      /** @description an account of the same client to attach the card to */
      walletId?: string;
    };
    /**
     * @example {
     *       "type": "EXTERNAL_INDIVIDUAL",
     *       "email": "anna.rossi@example.com",
     *       "firstName": "Anna",
     *       "lastName": "Rossi"
     *     }
     */
    CreateIndividualClientInput: {
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      /** @constant */
      type: 'EXTERNAL_INDIVIDUAL';
    };
    Error: {
      /** @description stable snake_case error code */
      error: string;
      /** @description the offending field, or CUSTOM_MESSAGE */
      error_param: string;
      /** @description the offending value, or a human-readable text */
      param_value: string;
    };
    /**
     * @example {
     *       "walletId": "100000123",
     *       "amount": "250.00",
     *       "currency": "EUR",
     *       "details": "Invoice 2026-014"
     *     }
     */
    IncomingTransferSimulationInput: {
      /** @description positive, at most 1000000.00 */
      amount: string;
      /**
       * @description ISO 4217 code the sandbox supports
       * @enum {string}
       */
      currency: 'EUR' | 'USD' | 'GBP' | 'CHF';
      /** @default  */
      details: string;
      /** @description the bank account (wallet) the transfer arrives on */
      walletId: string;
    };
    /**
     * @example {
     *       "error": "scope_denied",
     *       "message": "this API key lacks the scope clients:write"
     *     }
     */
    KeyRefusal: {
      /** @enum {string} */
      error: 'scope_denied' | 'ip_not_allowed' | 'creator_disabled' | 'partner_not_verified' | 'sandbox_only';
      /** @description the reason in plain words, e.g. the scope the call needs or the address it came from */
      message: string;
    };
    OutgoingTransferResult: {
      /** @description the credit that gave the amount back (REFUND), for a returned transfer */
      returned: components['schemas']['Payment'] | null;
      transfer: components['schemas']['Payment'];
    };
    /**
     * @example {
     *       "walletId": "100000123",
     *       "amount": "80.00",
     *       "currency": "EUR",
     *       "details": "Rent",
     *       "outcome": "returned"
     *     }
     */
    OutgoingTransferSimulationInput: {
      /** @description positive, at most 1000000.00 */
      amount: string;
      /**
       * @description ISO 4217 code the sandbox supports
       * @enum {string}
       */
      currency: 'EUR' | 'USD' | 'GBP' | 'CHF';
      /** @default  */
      details: string;
      /**
       * @description settled: the account is debited; returned: debited, then the beneficiary bank sends it back
       * @default settled
       * @enum {string}
       */
      outcome: 'settled' | 'returned';
      /** @description the bank account (wallet) the transfer leaves */
      walletId: string;
    };
    PartnerClientList: {
      count: number;
      list: components['schemas']['Client'][];
    };
    /**
     * @example {
     *       "id": "6f1f5c0e-2d1b-4c55-9a8e-3c1d2b4a5e6f",
     *       "type": "ACCOUNT_CREATED",
     *       "environment": "live",
     *       "test": false,
     *       "eventTime": "2026-05-01T12:00:00.000Z",
     *       "entity": {
     *         "walletId": "100000123",
     *         "status": "ACTIVE",
     *         "currency": "EUR"
     *       }
     *     }
     */
    PartnerEvent: {
      /** @description the entity as the partner API answers it (account, card …) */
      entity: {
        [key: string]: unknown;
      };
      /**
       * @description the environment of the key's change: sandbox or live
       * @enum {string}
       */
      environment: 'sandbox' | 'live';
      /** @description ISO-8601 date-time */
      eventTime: string;
      /**
       * Format: uuid
       * @description the event id: the x-webhook-id of its webhook deliveries
       */
      id: string;
      /** @description true for an event fired by POST /partner/v1/events/trigger: no real account or card changed */
      test: boolean;
      /** @description one of ACCOUNT_CREATED, ACCOUNT_UPDATED, CARD_CREATED, CARD_UPDATED */
      type: string;
    };
    PartnerEventList: {
      list: components['schemas']['PartnerEvent'][];
      /** @description pass as `cursor` for the next (older) page; null on the last page */
      nextCursor: string | null;
    };
    PartnerTransactionList: {
      count: number;
      list: components['schemas']['Transaction'][];
    };
    Payment: {
      /** @description decimal amount, 2 fixed decimals */
      amountOrigCcy: string;
      /** @description the wallet's balance after the payment */
      balance: string;
      clientId: string;
      /** @description ISO-8601 date-time */
      date: string;
      details: string;
      /** @description ISO 4217 currency code */
      origCcy: string;
      transactionNumber: string;
      transactionType: string;
      walletId: string;
    };
    PlainError: {
      error: string;
      message: string;
      /** @description 403 forbidden: the permission the role lacks */
      permission?: string;
    };
    /**
     * @example {
     *       "walletId": "100000123",
     *       "transactionType": "SEPA_IN",
     *       "amount": "250.00",
     *       "currency": "EUR",
     *       "details": "Top-up"
     *     }
     */
    SandboxPaymentInput: {
      /** @description positive, at most 1000000.00 */
      amount: string;
      /**
       * @description must be the wallet's currency
       * @enum {string}
       */
      currency: 'EUR' | 'USD' | 'GBP' | 'CHF';
      /** @default  */
      details: string;
      /**
       * @description SEPA_IN and REFUND credit the wallet; the others debit it
       * @enum {string}
       */
      transactionType: 'SEPA_IN' | 'REFUND' | 'SEPA_OUT' | 'CARD_PAYMENT' | 'FEE' | 'TRANSFER';
      /** @description the bank account (wallet) to credit or debit */
      walletId: string;
    };
    /**
     * @example {
     *       "error": "stale_timestamp",
     *       "message": "timestamp 412 s older than server time (allowed: 60 s)"
     *     }
     */
    SignatureError: {
      /** @enum {string} */
      error:
        | 'missing_headers'
        | 'unknown_token'
        | 'secret_deleted'
        | 'invalid_timestamp'
        | 'stale_timestamp'
        | 'bad_signature'
        | 'replayed'
        | 'key_expired';
      /** @description the reason in plain words; never contains the secret */
      message: string;
    };
    Transaction: {
      /** @description decimal amount, 2 fixed decimals */
      amountOrigCcy: string;
      clientId: string;
      /** @description ISO-8601 date-time */
      date: string;
      details: string;
      /** @description ISO 4217 currency code */
      origCcy: string;
      transactionNumber: string;
      transactionType: string;
      walletId: string;
    };
    /**
     * @example {
     *       "type": "ACCOUNT_CREATED"
     *     }
     */
    TriggerEventInput: {
      /**
       * @description any type of the event catalogue
       * @enum {string}
       */
      type: 'ACCOUNT_CREATED' | 'ACCOUNT_UPDATED' | 'CARD_CREATED' | 'CARD_UPDATED';
    };
    /**
     * @example {
     *       "status": "BLOCKED"
     *     }
     */
    UpdateAccountInput: {
      label?: string | null;
      /** @enum {string} */
      status?: 'ORDERED' | 'ACTIVE' | 'DELETED' | 'TERMINATED' | 'BLOCKED';
    };
    /**
     * @example {
     *       "status": "BLOCKED"
     *     }
     */
    UpdateCardInput: {
      /** @enum {string} */
      status:
        | 'REQUESTED'
        | 'PENDING'
        | 'ORDERED'
        | 'ORDER_COMPLETED'
        | 'APPROVED'
        | 'REJECTED'
        | 'BLOCKED'
        | 'SUSPENDED'
        | 'ACTIVE'
        | 'ACTIVATING'
        | 'INACTIVE'
        | 'LOST'
        | 'STOLEN'
        | 'EXPIRED'
        | 'UNKNOWN';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  createAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAccountInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description wallet id (digits) */
        walletId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description wallet id (digits) */
        walletId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAccountInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCardInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Card'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description wallet id (digits) */
        walletId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Card'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description wallet id (digits) */
        walletId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCardInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Card'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listClients: {
    parameters: {
      query?: {
        /** @description exact e-mail, case-insensitive */
        email?: string;
        /** @description page index from 0 (not a row offset) */
        skip?: number;
        /** @description page size, 1..100 */
        take?: number;
        type?: 'EXTERNAL_INDIVIDUAL' | 'EXTERNAL_BUSINESS';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerClientList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createClient: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description an individual (firstName, lastName) or a business (companyName, companyRegNumber) client */
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateIndividualClientInput'] | components['schemas']['CreateBusinessClientInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Client'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description client id (uuid) */
        clientId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientWithVerification'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description `nextCursor` of the previous page (opaque); the same filters must be sent with it */
        cursor?: string;
        /** @description page size, 1..100 */
        limit?: number;
        /** @description only events at or after this time */
        since?: string;
        /** @description only events of this type */
        type?: 'ACCOUNT_CREATED' | 'ACCOUNT_UPDATED' | 'CARD_CREATED' | 'CARD_UPDATED';
        /** @description only events before this time */
        until?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerEventList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description event id (uuid) */
        eventId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerEvent'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  streamEvents: {
    parameters: {
      query?: {
        /** @description resume after this event id (signed, unlike the `Last-Event-ID` header, which is read when `after` is absent) */
        after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A Server-Sent Events stream */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  triggerEvent: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TriggerEventInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerEvent'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateAccountFreeze: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path: {
        /** @description wallet id (digits) */
        walletId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateAccountUnfreeze: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path: {
        /** @description wallet id (digits) */
        walletId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Account'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateCardAuthorisation: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CardAuthorisationSimulationInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardAuthorisation'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateCardReversal: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path: {
        /** @description authorisation id (uuid) */
        authorisationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardAuthorisation'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateCardSettlement: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path: {
        /** @description authorisation id (uuid) */
        authorisationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardAuthorisation'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateClientVerification: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path: {
        /** @description client id (uuid) */
        clientId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientVerificationSimulationInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientVerification'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateIncomingTransfer: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IncomingTransferSimulationInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateOutgoingTransfer: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OutgoingTransferSimulationInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutgoingTransferResult'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTransactions: {
    parameters: {
      query: {
        /** @description page index from 0 (not a row offset) */
        skip?: number;
        /** @description page size, 1..100 */
        take?: number;
        /** @description wallet id: digits, as returned by the API */
        walletId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerTransactionList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTransaction: {
    parameters: {
      query?: never;
      header?: {
        /** @description any unique printable ASCII string (a UUID); a repeat with the same key answers the first answer for 24 h */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SandboxPaymentInput'];
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Payment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignatureError'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KeyRefusal'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlainError'];
        };
      };
      /** @description Default Response */
      417: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  webhookACCOUNT_CREATED: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks: the event id, equal to x-webhook-id */
        'webhook-id': string;
        /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 over `id + "." + ts + "." + rawBody` keyed with the webhook secret; during a roll also the previous secret's, after a space */
        'webhook-signature': string;
        /** @description Standard Webhooks: Unix seconds, equal to x-webhook-ts */
        'webhook-timestamp': string;
        /** @description the event id: the same on every attempt and resend of one event */
        'x-webhook-id': string;
        /** @description lower-case hex HMAC-SHA256 over `ts + "." + rawBody`, keyed with the webhook secret */
        'x-webhook-sig': string;
        /** @description only during a secret roll: the same signature made with the previous secret */
        'x-webhook-sig-previous'?: string;
        /** @description Unix time in seconds when this attempt was signed */
        'x-webhook-ts': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "ACCOUNT_CREATED",
         *       "environment": "live",
         *       "entity": {
         *         "walletId": "100000123",
         *         "integration": "DEMOPAY",
         *         "currency": "EUR",
         *         "balance": "0.00",
         *         "balanceOnHold": "0.00",
         *         "balanceFrozen": "0.00",
         *         "status": "ACTIVE",
         *         "clientId": "3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
         *         "type": "BANK",
         *         "label": "Main account",
         *         "createdDate": "2025-10-09T08:53:20.000Z",
         *         "bankDetails": {
         *           "iban": "IT41X0300203280000100000123",
         *           "swift": "PLTFITMMXXX",
         *           "bankName": "Platform Bank S.p.A.",
         *           "bankAddress": "Via Roma 1, 20121 Milano",
         *           "recipient": "Anna Rossi"
         *         }
         *       },
         *       "eventTime": "2025-10-09T08:53:20.000Z"
         *     }
         */
        'application/json': {
          entity: components['schemas']['Account'];
          /**
           * @description the environment whose change it tells: sandbox or live
           * @enum {string}
           */
          environment: 'sandbox' | 'live';
          /** @description when the change happened (ISO-8601, UTC) */
          eventTime: string;
          /** @constant */
          type: 'ACCOUNT_CREATED';
        };
      };
    };
    responses: {
      /** @description Received. Answer within 10 s. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received: the delivery is tried again on the retry schedule. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookACCOUNT_UPDATED: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks: the event id, equal to x-webhook-id */
        'webhook-id': string;
        /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 over `id + "." + ts + "." + rawBody` keyed with the webhook secret; during a roll also the previous secret's, after a space */
        'webhook-signature': string;
        /** @description Standard Webhooks: Unix seconds, equal to x-webhook-ts */
        'webhook-timestamp': string;
        /** @description the event id: the same on every attempt and resend of one event */
        'x-webhook-id': string;
        /** @description lower-case hex HMAC-SHA256 over `ts + "." + rawBody`, keyed with the webhook secret */
        'x-webhook-sig': string;
        /** @description only during a secret roll: the same signature made with the previous secret */
        'x-webhook-sig-previous'?: string;
        /** @description Unix time in seconds when this attempt was signed */
        'x-webhook-ts': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "ACCOUNT_UPDATED",
         *       "environment": "live",
         *       "entity": {
         *         "walletId": "100000123",
         *         "integration": "DEMOPAY",
         *         "currency": "EUR",
         *         "balance": "1250.00",
         *         "balanceOnHold": "0.00",
         *         "balanceFrozen": "0.00",
         *         "status": "ACTIVE",
         *         "clientId": "3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
         *         "type": "BANK",
         *         "label": "Salary account",
         *         "createdDate": "2025-10-09T08:53:20.000Z",
         *         "bankDetails": {
         *           "iban": "IT41X0300203280000100000123",
         *           "swift": "PLTFITMMXXX",
         *           "bankName": "Platform Bank S.p.A.",
         *           "bankAddress": "Via Roma 1, 20121 Milano",
         *           "recipient": "Anna Rossi"
         *         }
         *       },
         *       "eventTime": "2025-10-09T08:53:20.000Z"
         *     }
         */
        'application/json': {
          entity: components['schemas']['Account'];
          /**
           * @description the environment whose change it tells: sandbox or live
           * @enum {string}
           */
          environment: 'sandbox' | 'live';
          /** @description when the change happened (ISO-8601, UTC) */
          eventTime: string;
          /** @constant */
          type: 'ACCOUNT_UPDATED';
        };
      };
    };
    responses: {
      /** @description Received. Answer within 10 s. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received: the delivery is tried again on the retry schedule. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookCARD_CREATED: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks: the event id, equal to x-webhook-id */
        'webhook-id': string;
        /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 over `id + "." + ts + "." + rawBody` keyed with the webhook secret; during a roll also the previous secret's, after a space */
        'webhook-signature': string;
        /** @description Standard Webhooks: Unix seconds, equal to x-webhook-ts */
        'webhook-timestamp': string;
        /** @description the event id: the same on every attempt and resend of one event */
        'x-webhook-id': string;
        /** @description lower-case hex HMAC-SHA256 over `ts + "." + rawBody`, keyed with the webhook secret */
        'x-webhook-sig': string;
        /** @description only during a secret roll: the same signature made with the previous secret */
        'x-webhook-sig-previous'?: string;
        /** @description Unix time in seconds when this attempt was signed */
        'x-webhook-ts': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "CARD_CREATED",
         *       "environment": "live",
         *       "entity": {
         *         "walletId": "100000123",
         *         "integration": "DEMOPAY",
         *         "cardholder": "ANNA ROSSI",
         *         "cardNumberMask": "5354 **** **** 1234",
         *         "virtual": true,
         *         "currency": "EUR",
         *         "balance": "250.00",
         *         "balanceOnHold": "0.00",
         *         "balanceFrozen": "0.00",
         *         "availableAmount": "250.00",
         *         "lockedAmount": "0.00",
         *         "status": "ACTIVE",
         *         "clientId": "3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
         *         "expirationDate": "2029-10-31",
         *         "creationDate": "2025-10-09T09:12:45.000Z"
         *       },
         *       "eventTime": "2025-10-09T08:53:20.000Z"
         *     }
         */
        'application/json': {
          entity: components['schemas']['Card'];
          /**
           * @description the environment whose change it tells: sandbox or live
           * @enum {string}
           */
          environment: 'sandbox' | 'live';
          /** @description when the change happened (ISO-8601, UTC) */
          eventTime: string;
          /** @constant */
          type: 'CARD_CREATED';
        };
      };
    };
    responses: {
      /** @description Received. Answer within 10 s. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received: the delivery is tried again on the retry schedule. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookCARD_UPDATED: {
    parameters: {
      query?: never;
      header: {
        /** @description Standard Webhooks: the event id, equal to x-webhook-id */
        'webhook-id': string;
        /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 over `id + "." + ts + "." + rawBody` keyed with the webhook secret; during a roll also the previous secret's, after a space */
        'webhook-signature': string;
        /** @description Standard Webhooks: Unix seconds, equal to x-webhook-ts */
        'webhook-timestamp': string;
        /** @description the event id: the same on every attempt and resend of one event */
        'x-webhook-id': string;
        /** @description lower-case hex HMAC-SHA256 over `ts + "." + rawBody`, keyed with the webhook secret */
        'x-webhook-sig': string;
        /** @description only during a secret roll: the same signature made with the previous secret */
        'x-webhook-sig-previous'?: string;
        /** @description Unix time in seconds when this attempt was signed */
        'x-webhook-ts': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "CARD_UPDATED",
         *       "environment": "live",
         *       "entity": {
         *         "walletId": "100000123",
         *         "integration": "DEMOPAY",
         *         "cardholder": "ANNA ROSSI",
         *         "cardNumberMask": "5354 **** **** 1234",
         *         "virtual": true,
         *         "currency": "EUR",
         *         "balance": "250.00",
         *         "balanceOnHold": "0.00",
         *         "balanceFrozen": "0.00",
         *         "availableAmount": "250.00",
         *         "lockedAmount": "0.00",
         *         "status": "BLOCKED",
         *         "clientId": "3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
         *         "expirationDate": "2029-10-31",
         *         "creationDate": "2025-10-09T09:12:45.000Z"
         *       },
         *       "eventTime": "2025-10-09T08:53:20.000Z"
         *     }
         */
        'application/json': {
          entity: components['schemas']['Card'];
          /**
           * @description the environment whose change it tells: sandbox or live
           * @enum {string}
           */
          environment: 'sandbox' | 'live';
          /** @description when the change happened (ISO-8601, UTC) */
          eventTime: string;
          /** @constant */
          type: 'CARD_UPDATED';
        };
      };
    };
    responses: {
      /** @description Received. Answer within 10 s. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not received: the delivery is tried again on the retry schedule. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
