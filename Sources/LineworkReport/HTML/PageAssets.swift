/// The page's inline style sheet and script. Both are small and dependency-free: the report must
/// open offline, from any folder, in any browser. `ReportPage` writes them as Plot raw text into
/// `<style>` and `<script>` (CSS and script are not HTML, so they must not be escaped); neither
/// may contain `</style>` or `</script>`.
enum PageAssets {
    static let css = """
    :root{--ink:#1b1b1b;--muted:#666;--line:#ddd;--accent:#e0115f;--best:#fff3b0}
    body{font:14px/1.4 system-ui,sans-serif;color:var(--ink);margin:0 auto;max-width:1400px;padding:16px 24px}
    h1{font-size:24px;margin:8px 0}h2{font-size:19px;margin:28px 0 8px;border-top:2px solid var(--ink);padding-top:10px}
    h3{font-size:15px;margin:16px 0 6px}
    table{border-collapse:collapse;margin:6px 0}td,th{border:1px solid var(--line);padding:2px 8px;text-align:right}
    th{background:#f4f4f4;position:sticky;top:0}td:first-child,th:first-child{text-align:left}
    table.sortable th{cursor:pointer}table.sortable th[data-dir=asc]::after{content:" ▲"}table.sortable th[data-dir=desc]::after{content:" ▼"}
    .best,.best td{background:var(--best);font-weight:600}
    .hidden-col,.hidden-row{display:none}
    pre{background:#f7f7f7;padding:8px;overflow:auto;max-height:320px}
    .muted{color:var(--muted)}.meta td{text-align:left}
    .note{background:#fff8e1;border-left:4px solid #f0a500;padding:4px 8px}
    .sheet{display:flex;flex-wrap:wrap;gap:6px}
    .sheet figure{margin:0;border:1px solid var(--line);padding:3px;font-size:11px;text-align:center;background:#fff}
    .sheet figure.best{outline:3px solid var(--accent)}
    .sheet img{display:block;margin:auto}
    .models{display:flex;flex-wrap:wrap;gap:12px}
    .model{border:1px solid var(--line);padding:6px;background:#fafafa}.model.best{outline:3px solid var(--accent)}
    .model .pics{display:flex;gap:6px;align-items:flex-start}
    .model img.heat{width:136px;height:136px;image-rendering:pixelated}
    .ab{position:relative;display:inline-block;line-height:0;border:1px solid var(--line)}
    .ab img{display:block;max-width:100%}.ab img.top{position:absolute;left:0;top:0;clip-path:inset(0 50% 0 0)}
    .ab-controls{margin:4px 0}.ab-controls input[type=range]{width:320px;vertical-align:middle}
    .chart text{font-size:11px}.chart .ct{font-size:13px;font-weight:600}.chart .cv{font-size:10px}.chart .ax{fill:#666}
    nav ol{columns:3}
    """

    static let script = """
    (function(){
    function cellValue(row,i){var c=row.cells[i];if(!c)return '';var v=c.getAttribute('data-v');return v!==null?v:c.textContent.trim();}
    function compare(a,b){var x=parseFloat(a),y=parseFloat(b);if(!isNaN(x)&&!isNaN(y))return x-y;return a<b?-1:a>b?1:0;}
    document.querySelectorAll('table.sortable').forEach(function(table){
      table.querySelectorAll('thead th').forEach(function(th,i){
        th.addEventListener('click',function(){
          var dir=th.getAttribute('data-dir')==='asc'?'desc':'asc';
          table.querySelectorAll('thead th').forEach(function(o){o.removeAttribute('data-dir');});
          th.setAttribute('data-dir',dir);
          var body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
          rows.sort(function(r,s){var d=compare(cellValue(r,i),cellValue(s,i));return dir==='asc'?d:-d;});
          rows.forEach(function(r){body.appendChild(r);});
        });
      });
    });
    document.querySelectorAll('input.diff-toggle').forEach(function(box){
      box.addEventListener('change',function(){
        var table=document.getElementById(box.getAttribute('data-table')),on=box.checked;
        var rows=Array.prototype.slice.call(table.tBodies[0].rows),n=table.tHead.rows[0].cells.length;
        for(var i=0;i<n;i++){
          var first=rows.length?cellValue(rows[0],i):'',same=rows.every(function(r){return cellValue(r,i)===first;});
          var hide=on&&same&&!table.tHead.rows[0].cells[i].hasAttribute('data-keep')&&rows.length>1;
          table.querySelectorAll('tr').forEach(function(r){if(r.cells[i])r.cells[i].classList.toggle('hidden-col',hide);});
        }
        var seen={};
        rows.forEach(function(r){
          var key=Array.prototype.map.call(r.cells,function(c,i){return table.tHead.rows[0].cells[i].hasAttribute('data-result')?cellValue(r,i):'';}).join('|');
          r.classList.toggle('hidden-row',on&&seen[key]===true);seen[key]=true;
        });
      });
    });
    document.querySelectorAll('.ab-block').forEach(function(block){
      var sources={};
      block.parentNode.querySelectorAll('[data-ab]').forEach(function(img){sources[img.getAttribute('data-ab')]=img.getAttribute('src');});
      var under=block.querySelector('img.under'),top=block.querySelector('img.top'),range=block.querySelector('input[type=range]');
      function pick(select,img){select.innerHTML='';Object.keys(sources).forEach(function(k){var o=document.createElement('option');o.value=k;o.textContent=k;select.appendChild(o);});
        select.value=img.getAttribute('data-initial');img.src=sources[select.value];
        select.addEventListener('change',function(){img.src=sources[select.value];});}
      pick(block.querySelector('select.a'),top);pick(block.querySelector('select.b'),under);
      function clip(){top.style.clipPath='inset(0 '+(100-range.value)+'% 0 0)';}
      range.addEventListener('input',clip);clip();
    });
    })();
    """
}
