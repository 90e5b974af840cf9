import type { ShopKey } from './en.shop';

/** French words of the whole shop but the account area (default language, behaviour §9). */
export const frShop: Record<ShopKey, string> = {
  'account.errors.emailRequired': 'Veuillez saisir une adresse e-mail',
  'errors.somethingWentWrong': 'Une erreur est survenue. Veuillez réessayer plus tard.',
  'errors.status': 'Erreur {status}',
  'errors.stack': 'Pile d’appels',
  'errors.unavailable.title': 'La boutique est momentanément indisponible',
  'errors.unavailable.text':
    'Notre atelier ne peut pas afficher cette page pour le moment. Veuillez réessayer dans quelques instants.',
  'errors.previewOnly':
    'Cette adresse ne répond qu’en mode aperçu. Ouvrez d’abord la page depuis l’éditeur.',
  'errors.unavailable.retry': 'Réessayer',
  'errors.forbidden.title': 'Cette page ne vous est pas ouverte',
  'errors.forbidden.text':
    'Vous n’avez pas accès à cette adresse. Si un lien vous y a mené, demandez-en un nouveau.',
  'errors.crossSite':
    'Cette demande vient d’un autre site : la boutique l’a refusée. Revenez sur la boutique et envoyez-la depuis sa propre page.',
  'errors.noFormHere':
    'Aucun formulaire n’est reçu à cette adresse. Les formulaires de la boutique sont envoyés à /api/contact et /api/subscribe, sans préfixe de langue.',
  'errors.noSuchSitemap':
    'Ce fichier du plan du site n’existe pas. Le plan du site commence à /sitemap.xml.',
  'errors.methodNotAllowed': 'Cette adresse n’accepte pas ce type de requête.',
  'errors.payloadTooLarge': 'Votre envoi est trop volumineux. Veuillez envoyer moins et réessayer.',
  'errors.badRequest':
    'Cette requête est incompréhensible. Veuillez vérifier l’adresse et réessayer.',
  'errors.headersTooLarge':
    'Votre navigateur a envoyé des en-têtes trop volumineux (souvent trop de cookies). Effacez les cookies de ce site, puis réessayez.',
  'errors.requestTimeout':
    'Votre requête a mis trop de temps à arriver. Vérifiez votre connexion, puis réessayez.',
  'cart.errors.unavailable':
    'Le panier est injoignable pour le moment. Veuillez réessayer dans quelques instants.',
  'cart.errors.form':
    'Le panier n’a pas pu lire cette demande. Veuillez recharger la page et réessayer.',
  'newsletter.alreadySubscribed':
    'Vous êtes déjà inscrit·e. Si ce n’est pas le cas, contactez-nous.',
  'newsletter.success': 'Merci pour votre inscription',
  EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
  FIRST_NAME_INVALID: 'Prénom invalide',
  LAST_NAME_INVALID: 'Nom invalide',
  ERROR: 'Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.',
  NEWSLETTER_SUCCESS: 'Merci pour votre inscription',
  NEWSLETTER_ERROR: 'Nous n’avons pas pu vous inscrire. Veuillez réessayer dans un instant.',
  NEWSLETTER_ALREADY_SUBSCRIBED:
    'Vous êtes déjà inscrit·e. Si ce n’est pas le cas, contactez-nous.',
  'forms.success': 'Merci, votre message a bien été envoyé.',
  'forms.error': 'Votre message n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  // Newsletter and contact forms and their API answers.
  'newsletter.title': 'Les nouvelles de l’atelier',
  'newsletter.placeholder': 'Votre adresse e-mail',
  'newsletter.label': 'Adresse e-mail',
  'newsletter.submit': 'S’inscrire',
  'newsletter.loading': 'Inscription…',
  'newsletter.unavailable':
    'L’inscription est momentanément indisponible. Veuillez réessayer dans quelques minutes.',
  'newsletter.invalid': 'Veuillez vérifier le formulaire et l’envoyer à nouveau.',
  'contact.title': 'Nous écrire',
  'contact.firstName': 'Prénom',
  'contact.lastName': 'Nom',
  'contact.email': 'E-mail',
  'contact.phone': 'Téléphone (facultatif)',
  'contact.message': 'Message',
  'contact.options': 'Votre demande concerne',
  'contact.submit': 'Envoyer',
  'contact.submitting': 'Envoi…',
  'contact.back': 'Revenir à la page précédente',
  'contact.close': 'Fermer',
  'contact.website': 'Laissez ce champ vide',
  'contact.required': 'Veuillez remplir ce champ.',
  'contact.tooLong': 'Veuillez ne pas dépasser {max} caractères.',
  'contact.phoneInvalid':
    'Veuillez saisir un numéro de téléphone avec des chiffres, des espaces et un + facultatif.',
  'contact.optionUnknown':
    'L’un des sujets choisis n’existe plus. Veuillez recharger la page et choisir à nouveau.',
  'contact.fieldInvalid':
    'Ce champ n’a pas pu être lu. Veuillez recharger la page et envoyer à nouveau le formulaire.',
  'contact.invalid': 'Veuillez corriger les champs signalés et envoyer à nouveau le formulaire.',
  'contact.honeypot':
    'Cette demande semble automatisée : elle n’a pas été envoyée. Renvoyez le formulaire sans remplir le champ caché.',
  'contact.unavailable':
    'Nous ne pouvons pas recevoir de messages pour le moment. Veuillez réessayer dans quelques minutes.',
  'api.tooLarge':
    'Le formulaire est trop volumineux ({max} Ko au plus). Raccourcissez votre message et envoyez-le à nouveau.',
  'api.notAForm':
    'Veuillez envoyer les champs du formulaire en données de formulaire (multipart ou urlencoded).',
  'api.rateLimited':
    'Trop de tentatives depuis votre connexion. Veuillez patienter {minutes} min puis réessayer.',
  'api.methodNotAllowed': 'Cette adresse accepte seulement un formulaire envoyé en POST.',
  'header.home': 'Atelier Treize, accueil',
  'header.mainNavigation': 'Navigation principale',
  'header.openMenu': 'Ouvrir le menu',
  'header.closeMenu': 'Fermer le menu',
  'header.menu': 'Menu',
  'header.account': 'Compte',
  'header.wishlist': 'Liste d’envies',
  'header.cart': 'Panier',
  'header.locale': 'Pays et langue',
  'header.skipToContent': 'Aller au contenu',
  // The locale switcher's empty choice and its no-JavaScript submit button (behaviour §4 Locale switch).
  'locale.choose': 'Choisir…',
  'locale.switch': 'Changer',
  'navigation.loading': 'Chargement de la page',
  'preview.badge': 'Mode aperçu : vous voyez les brouillons non publiés',
  'preview.exit': 'Quitter l’aperçu',
  'notFound.home': 'Retour à l’accueil',
  'notFound.collections': 'Parcourir les collections',
  // Privacy notice, newsletter pop-up and the analytics endpoint (behaviour §4 Consent and notices).
  'consent.notice': 'Cookies et confidentialité',
  'consent.accept': 'Accepter',
  'consent.refuse': 'Refuser',
  'consent.invalidChoice': 'Choisissez « Accepter » ou « Refuser » dans le bandeau des cookies.',
  'consent.tooLarge': 'Cette demande est trop volumineuse.',
  'popup.title': 'La lettre de l’atelier',
  'popup.intro':
    'Nouvelles pièces, éditions limitées et nouvelles de l’atelier, une fois par mois.',
  'popup.close': 'Fermer',
  'analytics.consentRequired':
    'La mesure d’audience n’est envoyée qu’après votre accord dans le bandeau des cookies.',
  'analytics.invalidBatch':
    'Ce lot de mesures n’est pas lisible : envoyez un objet JSON avec une liste « events ».',
  'analytics.tooLarge':
    'Ce lot de mesures est trop volumineux : envoyez moins d’évènements à la fois.',
  'analytics.unavailable':
    'La mesure d’audience ne répond pas pour le moment ; réessayez plus tard.',
  'footer.credits': 'Crédits',
  'footer.copyright': '© {year} Atelier Treize',
  'product.addToCart': 'Ajouter au panier',
  'product.soldOut': 'Épuisé',
  'product.available': 'En stock',
  'product.unavailable': 'Cette combinaison n’est pas disponible',
  'product.price': 'Prix',
  'product.compareAtPrice': 'Prix d’origine',
  'product.gallery': 'Images du produit',
  'product.options': 'Options',
  'product.openForm': 'Nous poser une question sur cette pièce',
  'product.added': 'Ajouté à votre panier',
  'product.addFailed': 'Nous n’avons pas pu ajouter cette pièce à votre panier.',
  'product.previous': 'Image précédente',
  'product.next': 'Image suivante',
  'product.mute': 'Couper le son',
  'product.unmute': 'Activer le son',
  'product.copyLink': 'Copier le lien de cette pièce',
  'product.linkCopied': 'Lien copié',
  'product.productCard': '{title}, page produit',
  'collections.title': 'Collections',
  'collections.empty': 'Cette collection ne contient encore aucun produit.',
  'collections.next': 'Page suivante',
  'collections.previous': 'Page précédente',
  'collections.all': 'Voir la collection',
  'journal.byline': 'Par {author}',
  'journal.back': 'Retour au {blog}',
  'journal.empty': 'Aucun article pour le moment : revenez bientôt.',
  'journal.next': 'Articles précédents',
  'journal.published': 'Publié le {date}',
  'search.title': 'Recherche',
  'search.label': 'Rechercher dans la boutique',
  'search.submit': 'Rechercher',
  'search.results': '{count} résultats pour « {term} »',
  'search.noResults': 'Rien ne correspond à « {term} ».',
  'search.prompt': 'Saisissez un mot pour chercher dans la boutique.',
  'search.products': 'Créations',
  'search.articles': 'Articles du journal',
  'search.pages': 'Pages de la maison',
  'policies.title': 'Conditions',
  'home.products': 'Nos pièces',
  continueShopping: 'Continuer mes achats',
  // The words of a cart line (ui CartLine labels, behaviour §4 Cart drawer).
  'cart.line.increase': 'Augmenter la quantité',
  'cart.line.decrease': 'Diminuer la quantité',
  'cart.line.remove': 'Retirer',
  'cart.line.quantity': 'Quantité',
  'cart.line.pending': 'Mise à jour',
  'cart.line.price': 'Prix',
  'cart.line.compareAtPrice': 'Prix d’origine',
};
