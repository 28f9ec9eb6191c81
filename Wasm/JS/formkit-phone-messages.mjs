// What <formkit-phone> says, in the page's language (English, German, French; English otherwise): the
// reason a number is not acceptable, which tells the person what to fix and never repeats the number,
// the live region's announcements, and the names of its parts for assistive technology.

const english = {
  REQUIRED: "Enter a phone number.",
  LOADING: "The number is still being checked; try again in a moment.",
  TOO_SHORT: "The number is too short: add its missing digits.",
  TOO_LONG: "The number is too long: remove the extra digits.",
  INVALID_COUNTRY_CODE: "The country code is unknown: check the digits after + or pick the country.",
  INVALID_LENGTH: "The number has the wrong count of digits for its country.",
  NOT_A_NUMBER: "Enter the number in digits.",
  INVALID_NUMBER: "No number is in use with these digits: check them and the country.",
  WRONG_TYPE: "This kind of number is not accepted here: enter a number of type {types}.",
  valid: "The phone number is valid.",
  invalid: "The phone number is not valid.",
  country: "Country",
  countries: "Countries",
  number: "Phone number",
};

const messages = {
  en: english,
  de: {
    REQUIRED: "Geben Sie eine Telefonnummer ein.",
    LOADING: "Die Nummer wird noch geprüft; versuchen Sie es gleich noch einmal.",
    TOO_SHORT: "Die Nummer ist zu kurz: Ergänzen Sie die fehlenden Ziffern.",
    TOO_LONG: "Die Nummer ist zu lang: Entfernen Sie die überzähligen Ziffern.",
    INVALID_COUNTRY_CODE: "Die Ländervorwahl ist unbekannt: Prüfen Sie die Ziffern nach + oder wählen Sie das Land.",
    INVALID_LENGTH: "Die Anzahl der Ziffern passt nicht zum Land der Nummer.",
    NOT_A_NUMBER: "Geben Sie die Nummer in Ziffern ein.",
    INVALID_NUMBER: "Mit diesen Ziffern ist keine Nummer vergeben: Prüfen Sie sie und das Land.",
    WRONG_TYPE: "Diese Art von Nummer wird hier nicht angenommen: Geben Sie eine Nummer vom Typ {types} ein.",
    valid: "Die Telefonnummer ist gültig.",
    invalid: "Die Telefonnummer ist nicht gültig.",
    country: "Land",
    countries: "Länder",
    number: "Telefonnummer",
  },
  fr: {
    REQUIRED: "Saisissez un numéro de téléphone.",
    LOADING: "Le numéro est en cours de vérification ; réessayez dans un instant.",
    TOO_SHORT: "Le numéro est trop court : ajoutez les chiffres manquants.",
    TOO_LONG: "Le numéro est trop long : retirez les chiffres en trop.",
    INVALID_COUNTRY_CODE: "L’indicatif du pays est inconnu : vérifiez les chiffres après + ou choisissez le pays.",
    INVALID_LENGTH: "Le nombre de chiffres ne correspond pas au pays du numéro.",
    NOT_A_NUMBER: "Saisissez le numéro en chiffres.",
    INVALID_NUMBER: "Aucun numéro n’est attribué avec ces chiffres : vérifiez-les, ainsi que le pays.",
    WRONG_TYPE: "Ce type de numéro n’est pas accepté ici : saisissez un numéro de type {types}.",
    valid: "Le numéro de téléphone est valide.",
    invalid: "Le numéro de téléphone n’est pas valide.",
    country: "Pays",
    countries: "Pays",
    number: "Numéro de téléphone",
  },
};

/// The messages for a language tag (`de-CH` reads German).
export const messagesFor = (lang) => messages[String(lang).slice(0, 2).toLowerCase()] ?? english;
