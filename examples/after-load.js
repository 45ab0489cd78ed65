// The host page adds panels long after raider-panel.js has loaded: by creating the element, and by
// cloning a <template> (its content is inert until it is put into the page).
document.getElementById('add-panel').addEventListener('click', function () {
  var panel = document.createElement('raider-panel');
  panel.id = 'added';
  panel.route = '/raid-schedule';
  document.getElementById('slot').append(panel);
});
document.getElementById('add-from-template').addEventListener('click', function () {
  var template = document.getElementById('panel-template');
  document.getElementById('slot').append(template.content.cloneNode(true));
});
