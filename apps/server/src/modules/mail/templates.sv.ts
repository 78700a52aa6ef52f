import type { MailCopy } from './templates';

/** Swedish mail text: complete for every template. */
export const sv: MailCopy = {
  greeting: 'Hej :name!',
  closing: 'Vi ses på banan!',
  signature: 'Open Golf-teamet',
  linkFallback: 'Om knappen inte fungerar kan du kopiera den här länken till webbläsaren:',
  footer: 'Det här är ett automatiskt meddelande från Open Golf om ditt konto.',
  templates: {
    'verify-email': {
      subject: 'Bekräfta din e-postadress',
      before: ['Välkommen till Open Golf! Bekräfta din e-postadress för att bli klar med ditt konto.'],
      action: { label: 'Bekräfta e-postadressen', urlParam: 'url' },
      after: ['Om du inte har skapat något konto hos Open Golf kan du bortse från det här mejlet.'],
    },
    'reset-password': {
      subject: 'Återställ ditt lösenord',
      before: ['Vi har fått en begäran om att återställa lösenordet till ditt Open Golf-konto.'],
      action: { label: 'Välj ett nytt lösenord', urlParam: 'url' },
      after: [
        {
          count: 'expires_minutes',
          one: 'Länken slutar gälla om :expires_minutes minut.',
          other: 'Länken slutar gälla om :expires_minutes minuter.',
        },
        'Om du inte har bett om ett nytt lösenord kan du bortse från det här mejlet. Ditt lösenord förblir detsamma.',
      ],
    },
    'password-changed': {
      subject: 'Ditt lösenord har ändrats',
      before: [
        'Lösenordet till ditt Open Golf-konto har just ändrats.',
        'Om det var du behöver du inte göra något mer. Om det inte var du ska du återställa lösenordet direkt och kontakta supporten.',
      ],
    },
    'two-factor-enabled': {
      subject: 'Tvåstegsverifiering är påslagen',
      before: [
        'Tvåstegsverifiering är nu aktiverad för ditt Open Golf-konto. När du loggar in behöver du från och med nu även en kod från din autentiseringsapp.',
        'Om det inte var du som slog på den ska du byta lösenord direkt och kontakta supporten.',
      ],
    },
    'two-factor-disabled': {
      subject: 'Tvåstegsverifiering är avstängd',
      before: [
        'Tvåstegsverifiering har stängts av för ditt Open Golf-konto. Nu räcker det med lösenordet för att logga in.',
        'Om det inte var du som stängde av den ska du byta lösenord direkt, slå på tvåstegsverifiering igen och kontakta supporten.',
      ],
    },
    'account-suspended': {
      subject: 'Ditt konto har stängts av',
      before: [
        'Ditt Open Golf-konto har stängts av och du kan inte längre logga in.',
        'Anledning: :reason',
        'Om du tror att det är ett misstag kan du kontakta supporten.',
      ],
    },
    'email-changed': {
      subject: 'Din e-postadress har ändrats',
      before: [
        'Vår support har ändrat e-postadressen för ditt Open Golf-konto till :email. Den här adressen får inte längre e-post om ditt konto.',
        'Om du inte har bett om ändringen, kontakta supporten direkt.',
      ],
    },
  },
};
