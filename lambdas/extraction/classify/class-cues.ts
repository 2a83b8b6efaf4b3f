/**
 * Phrases that speak for one kind of e-mail, in the five languages (folded: lower case, no accents).
 * Features for the class model, which learns how much each is worth.
 */
export const classCues = {
  purchase: [
    'order confirmation', 'your order', 'your tickets', 'thank you for your order', 'thanks for your order',
    'you are going', 'you re going to', 'see you at', 'enjoy the show', 'order confirmed', 'booking confirmed',
    'tickets are attached', 'e tickets', 'mobile tickets', 'your seats', 'thank you for your purchase',
    'order number', 'purchase', 'receipt', 'you re going', 'you got the tickets', 'booking confirmation',
    'bestellbestatigung', 'ihre bestellung', 'ihre tickets', 'vielen dank fur ihre bestellung', 'buchungsbestatigung',
    'confirmacion de pedido', 'tu pedido', 'su pedido', 'tus entradas', 'sus entradas', 'gracias por tu compra',
    'confirmation de commande', 'votre commande', 'vos billets', 'merci pour votre commande',
    'bestelbevestiging', 'je bestelling', 'uw bestelling', 'je tickets', 'bedankt voor je bestelling',
  ],
  transferIn: [
    'sent you', 'has sent you', 'transferred to you', 'accept your tickets', 'accept tickets', 'claim your tickets',
    'accept transfer', 'accept the transfer', 'tickets from', 'received tickets', 'you ve got tickets', 'sent you tickets',
    'hat ihnen', 'tickets erhalten', 'sie haben tickets', 'ha enviado', 'has recibido', 'vous avez recu', 'je hebt',
    'heeft je', 'heeft u', 'ontvangen',
    'tickets are waiting', 'transfer received', 'you ve received', 'you have received', 'incoming transfer',
    'hat dir', 'hat ihnen', 'ubertragen', 'ticketubertragung', 'annehmen', 'te ha enviado', 'te envio',
    'le ha enviado', 'transferencia recibida', 'aceptar', 'vous a envoye', 'vous a transfere', 'accepter',
    'transfert recu', 'heeft je', 'heeft u', 'overgedragen', 'accepteren', 'ontvangen',
  ],
  transferCancelled: [
    'cancelled', 'canceled', 'cancellation', 'revoked', 'reclaimed', 'recalled', 'withdrawn', 'no longer valid',
    'cancelled the transfer', 'canceled the transfer', 'no longer available', 'no longer in your account',
    'returned to the sender', 'ha cancelado', 'ya no estan', 'nicht mehr', 'zuruckgenommen', 'n est plus',
    'ne sont plus', 'niet meer beschikbaar',
    'transfer cancelled', 'transfer canceled', 'storniert', 'zuruckgezogen', 'widerrufen', 'nicht mehr gultig',
    'cancelada', 'cancelado', 'anulada', 'anulado', 'revocada', 'annule', 'annulee', 'revoque', 'plus valable',
    'geannuleerd', 'ingetrokken', 'teruggetrokken', 'niet meer geldig',
  ],
  marketing: [
    'unsubscribe', 'on sale', 'presale', 'pre sale', 'don t miss', 'newsletter', 'buy now', 'get tickets',
    'just announced', 'recommended for you', 'upcoming events', 'this week', 'abmelden', 'vorverkauf',
    'jetzt tickets', 'darse de baja', 'preventa', 'compra ya', 'se desinscrire', 'desabonner', 'prevente',
    'uitschrijven', 'voorverkoop', 'koop nu', 'view in browser', 'manage preferences',
  ],
  account: [
    'verify your card', 'verify now', 'could not verify', 'action required', 'on hold', 'will be released',
    'confirm your details', 'update your billing', 'unless you verify', 'security notice', 'dear customer',
    'reset your password', 'password reset', 'verify your account', 'verify your identity', 'confirm your identity',
    'account suspended', 'unusual activity', 'suspicious activity', 'sign in', 'log in', 'security alert',
    'passwort zurucksetzen', 'konto gesperrt', 'restablecer contrasena', 'cuenta suspendida',
    'reinitialiser votre mot de passe', 'compte suspendu', 'wachtwoord opnieuw', 'account geblokkeerd',
    'within 24 hours', 'update your payment', 'confirm your payment', 'click here to verify',
  ],
  travel: [
    'flight', 'boarding', 'boarding pass', 'departure', 'arrival', 'departs', 'arrives', 'passengers', 'passenger',
    'trip', 'itinerary', 'carry on', 'baggage', 'bags', 'airport', 'check in opens', 'stay', 'nights', 'guests', 'airline', 'check in', 'gate', 'terminal',
    'flug', 'abflug', 'vuelo', 'embarque', 'vol', 'embarquement', 'vlucht', 'instappen', 'hotel', 'check out',
    'room', 'zimmer', 'habitacion', 'chambre', 'kamer', 'nights', 'nachte', 'noches', 'nuits', 'nachten',
  ],
  dining: [
    'table for', 'party of', 'reservation', 'restaurant', 'dinner', 'lunch', 'brunch', 'guests', 'tisch',
    'reservierung', 'mesa', 'reserva', 'table', 'reservation confirmee', 'tafel', 'reservering', 'diner',
  ],
  parking: [
    'parking', 'garage', 'parking pass', 'parking lot', 'vehicle', 'license plate', 'parkplatz', 'parkhaus',
    'kennzeichen', 'aparcamiento', 'estacionamiento', 'matricula', 'stationnement', 'parkeren', 'parkeergarage',
    'kenteken', 'car park',
  ],
} as const;

export type CueKind = keyof typeof classCues;
