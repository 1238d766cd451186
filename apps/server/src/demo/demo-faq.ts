export const DEMO_FAQ = [
  {
    language: 'en',
    category: 'Getting started',
    position: 1,
    question: 'How do I get API credentials?',
    answer: '<p>Open <strong>Account details</strong> and generate an API secret. The secret is shown once.</p>',
  },
  {
    language: 'en',
    category: 'Getting started',
    position: 2,
    question: 'How do I sign requests?',
    answer: '<p>Sign each call with HMAC-SHA256 over timestamp, method, path and body. See Documentation → Authentications.</p>',
  },
  {
    language: 'en',
    category: 'Webhooks',
    position: 1,
    question: 'How often are webhooks retried?',
    answer: '<p>With exponential back-off for at least 3 days.</p>',
  },
  {
    language: 'it',
    category: 'Per iniziare',
    position: 1,
    question: 'Come ottengo le credenziali API?',
    answer: '<p>Apri <strong>Dettagli account</strong> e genera un segreto API. Il segreto viene mostrato una sola volta.</p>',
  },
  {
    language: 'it',
    category: 'Per iniziare',
    position: 2,
    question: 'Come firmo le richieste?',
    answer: '<p>Firma ogni chiamata con HMAC-SHA256 su timestamp, metodo, percorso e corpo. Vedi Documentazione → Autenticazione.</p>',
  },
  {
    language: 'it',
    category: 'Webhook',
    position: 1,
    question: 'Quanto spesso vengono ritentati i webhook?',
    answer: '<p>Con back-off esponenziale per almeno 3 giorni.</p>',
  },
] as const;
