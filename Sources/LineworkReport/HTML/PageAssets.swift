import LineworkCore
import Plot
/// The page's inline style sheet and script. Both are small and dependency-free: the report must
/// open offline, from any folder, in any browser. `ReportPage` writes them as Plot raw text into
/// `<style>` and `<script>` (CSS and script are not HTML, so they must not be escaped); neither
/// may contain `</style>` or `</script>`.
enum PageAssets {
    /// The `<head>` every page Linework writes has: UTF-8, the device's width, Linework as the
    /// generator, the title and the page's style sheet.
    static func head(title: String, css: String) -> Node<HTML.DocumentContext> {
        .head(
            .encoding(.utf8),
            .viewport(.accordingToDevice),
            .meta(.name("generator"), .content("linework \(LineworkVersion.string)")),
            .element(named: "title", text: title),
            .style(css))
    }

    static let css = """
    :root{--ink:#1b1b1b;--muted:#666;--line:#ddd;--accent:#e0115f;--best:#fff3b0}
    body{font:14px/1.4 system-ui,sans-serif;color:var(--ink);margin:0 auto;max-width:1400px;padding:16px 24px}
    h1{font-size:24px;margin:8px 0}h2{font-size:19px;margin:28px 0 8px;border-top:2px solid var(--ink);padding-top:10px}
    h3{font-size:15px;margin:16px 0 6px}
    table{border-collapse:collapse;margin:6px 0}td,th{border:1px solid var(--line);padding:2px 8px;text-align:right}
    th{background:#f4f4f4;position:sticky;top:0}td:first-child,th:first-child{text-align:left}
    table.sortable th{cursor:pointer}table.sortable th[data-dir=asc]::after{content:" ▲"}table.sortable th[data-dir=desc]::after{content:" ▼"}
    .best,.best td{background:var(--best);font-weight:600}
    .unresolved,.best.unresolved td{background:repeating-linear-gradient(135deg,#f1d75a 0 3px,#fff 3px 9px);font-weight:400}
    .hidden-col,.hidden-row{display:none}
    pre{background:#f7f7f7;padding:8px;overflow:auto;max-height:320px}
    .muted{color:var(--muted)}.meta td{text-align:left}
    .note{background:#fff8e1;border-left:4px solid #f0a500;padding:4px 8px}
    .sheet{display:flex;flex-wrap:wrap;gap:6px}
    .sheet figure{margin:0;border:1px solid var(--line);padding:3px;font-size:11px;text-align:center;background:#fff}
    .sheet figure.best{outline:3px solid var(--accent)}
    .sheet img,.sheet .thumb{display:block;margin:auto;cursor:zoom-in}.sheet .thumb{background-size:100% 100%}
    .sheet.grid{display:grid;align-items:start;justify-content:start}.sheet.grid .head{font-size:11px;color:var(--muted);align-self:center;text-align:center;padding:2px}
    .sheet details{text-align:left}.sheet code.command{display:block;max-width:240px;white-space:pre-wrap;word-break:break-all;font-size:10px}
    .lightbox{position:fixed;inset:0;background:rgba(0,0,0,.75);display:flex;flex-direction:column;align-items:center;justify-content:center;z-index:10;cursor:zoom-out;color:#fff}
    .lightbox img{max-width:92vw;max-height:84vh;min-width:min(480px,92vw);background:#fff;image-rendering:auto}
    .models{display:flex;flex-wrap:wrap;gap:12px}
    .model{border:1px solid var(--line);padding:6px;background:#fafafa}.model.best{outline:3px solid var(--accent)}
    .drawings{display:flex;flex-wrap:wrap;gap:8px}.drawings figure{margin:0;border:1px solid var(--line);padding:3px;font-size:11px;max-width:480px}
    .drawings img{display:block;max-width:100%}.drawings code.command{display:block;white-space:pre-wrap;word-break:break-all;font-size:10px}
    .model .pics{display:flex;gap:6px;align-items:flex-start}.model .crop{flex:none;background-repeat:no-repeat}
    .model img.heat{width:136px;height:136px;image-rendering:pixelated}
    .ab{position:relative;display:inline-block;line-height:0;border:1px solid var(--line)}
    .ab img{display:block;max-width:100%}.ab img.top{position:absolute;left:0;top:0;clip-path:inset(0 50% 0 0)}
    .ab-controls{margin:4px 0}.ab-controls input[type=range]{width:320px;vertical-align:middle}
    .chart text{font-size:11px}.chart .ct{font-size:13px;font-weight:600}.chart .cv{font-size:10px}.chart .ax{fill:#666}.chart .iso{font-size:9px;fill:#8da2bb}.strips{display:flex;flex-wrap:wrap;gap:8px}
    nav ol{columns:3}
    .image.lazy{min-height:480px}.index-controls{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;margin:6px 0}
    #image-index td:first-child{text-align:center}#image-index td:nth-child(2),#image-index th:nth-child(2){text-align:left}.index-controls input[type=number]{width:6em}
    .parcoords polyline{stroke-opacity:.85}.parcoords polyline.pc-off{stroke:#d8d8d8;stroke-width:1;stroke-opacity:.6}
    .parcoords .pc-hit{fill:transparent;cursor:ns-resize}.parcoords .pc-brush{fill:rgba(224,17,95,.18);stroke:#e0115f}
    """

    static let script = """
    (function(){
    function cellValue(row,i){var c=row.cells[i];if(!c)return '';var v=c.getAttribute('data-v');return v!==null?v:c.textContent.trim();}
    function compare(a,b){var x=parseFloat(a),y=parseFloat(b);if(!isNaN(x)&&!isNaN(y))return x-y;return a<b?-1:a>b?1:0;}
    function sortables(root){root.querySelectorAll('table.sortable').forEach(function(table){
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
    });}
    function diffToggles(root){root.querySelectorAll('input.diff-toggle').forEach(function(box){
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
    });}
    function backgroundURL(el){var url=/url\\(["']?([^"')]*)["']?\\)/.exec(getComputedStyle(el).backgroundImage);return url?url[1]:'';}
    function abBlocks(root){root.querySelectorAll('.ab-block').forEach(function(block){
      var sources={};
      block.parentNode.querySelectorAll('[data-ab]').forEach(function(el){sources[el.getAttribute('data-ab')]=el.tagName==='IMG'?el.getAttribute('src'):backgroundURL(el);});
      block.parentNode.querySelectorAll('.sheet figure').forEach(function(f){var t=f.querySelector('.thumb'),c=f.querySelector('figcaption');if(t&&c)sources['setting '+c.firstChild.textContent]=backgroundURL(t);});
      var under=block.querySelector('img.under'),top=block.querySelector('img.top'),range=block.querySelector('input[type=range]');
      function pick(select,img){select.innerHTML='';Object.keys(sources).forEach(function(k){var o=document.createElement('option');o.value=k;o.textContent=k;select.appendChild(o);});
        select.value=img.getAttribute('data-initial');img.src=sources[select.value];
        select.addEventListener('change',function(){img.src=sources[select.value];});}
      pick(block.querySelector('select.a'),top);pick(block.querySelector('select.b'),under);
      function clip(){top.style.clipPath='inset(0 '+(100-range.value)+'% 0 0)';}
      range.addEventListener('input',clip);clip();
    });}
    function lightboxes(root){root.querySelectorAll('.sheet figure .thumb').forEach(function(thumb){
      thumb.addEventListener('click',function(){
        var box=document.createElement('div'),big=document.createElement('img'),caption=document.createElement('p');
        box.className='lightbox';big.src=backgroundURL(thumb);big.alt=thumb.getAttribute('aria-label')||'';
        var cap=thumb.parentNode.querySelector('figcaption');caption.textContent=cap?cap.firstChild.textContent:'';
        box.appendChild(big);box.appendChild(caption);
        box.addEventListener('click',function(){box.remove();});
        document.body.appendChild(box);
      });
    });}
    function initSection(root){sortables(root);diffToggles(root);abBlocks(root);lightboxes(root);}
    initSection(document);
    document.querySelectorAll('svg.parcoords').forEach(function(svg){
      var table=document.getElementById(svg.getAttribute('data-table')||'settings-table'),
          shown=document.getElementById(svg.getAttribute('data-shown')||'settings-shown');
      if(!table||!shown)return;
      var heads=Array.prototype.slice.call(table.tHead.rows[0].cells),brushes={},lines={};
      svg.querySelectorAll('polyline[data-row]').forEach(function(l){lines[l.getAttribute('data-row')]=l;});
      function column(key){for(var i=0;i<heads.length;i++)if(heads[i].getAttribute('data-key')===key)return i;return -1;}
      function axis(key){var found=null;svg.querySelectorAll('g.pc-axis').forEach(function(g){if(g.getAttribute('data-key')===key)found=g;});return found;}
      function span(g){return {lo:+g.getAttribute('data-min'),hi:+g.getAttribute('data-max'),top:+g.getAttribute('data-top'),bottom:+g.getAttribute('data-bottom')};}
      function toValue(g,y){var s=span(g),c=Math.min(Math.max(y,s.top),s.bottom);return s.hi-(c-s.top)/(s.bottom-s.top)*(s.hi-s.lo);}
      function toY(g,v){var s=span(g);return s.hi>s.lo?s.top+(s.hi-v)/(s.hi-s.lo)*(s.bottom-s.top):(s.top+s.bottom)/2;}
      function draw(key){var g=axis(key),r=g.querySelector('rect.pc-brush'),b=brushes[key];
        if(!b){r.setAttribute('height','0');return;}
        var y1=Math.max(toY(g,b[1]),span(g).top),y2=Math.min(toY(g,b[0]),span(g).bottom);
        r.setAttribute('y',String(Math.min(y1,y2)));r.setAttribute('height',String(Math.max(2,Math.abs(y2-y1))));}
      function apply(){
        var rows=table.tBodies[0].rows,n=0;
        for(var i=0;i<rows.length;i++){
          var row=rows[i],keep=true;
          Object.keys(brushes).forEach(function(k){var v=parseFloat(cellValue(row,column(k))),b=brushes[k];
            var slack=1e-9*Math.max(1,Math.abs(b[0]),Math.abs(b[1]));if(!(v>=b[0]-slack&&v<=b[1]+slack))keep=false;});
          row.classList.toggle('hidden-row',!keep);if(keep)n++;
          var line=lines[row.getAttribute('data-row')];if(line)line.classList.toggle('pc-off',!keep);
        }
        shown.textContent=n+' of '+rows.length;
        var parts=Object.keys(brushes).map(function(k){return k+':'+brushes[k][0]+':'+brushes[k][1];});
        if(table.id==='settings-table'){try{history.replaceState(null,'',parts.length?'#brush='+parts.join(','):location.pathname+location.search);}catch(e){}}
      }
      svg.querySelectorAll('g.pc-axis').forEach(function(g){
        var key=g.getAttribute('data-key'),hit=g.querySelector('rect.pc-hit'),start=null;
        function y(e){var p=svg.createSVGPoint();p.x=e.clientX;p.y=e.clientY;return p.matrixTransform(svg.getScreenCTM().inverse()).y;}
        hit.addEventListener('pointerdown',function(e){start=y(e);hit.setPointerCapture(e.pointerId);e.preventDefault();});
        hit.addEventListener('pointermove',function(e){if(start===null)return;var a=toValue(g,start),b=toValue(g,y(e));
          brushes[key]=[Math.min(a,b),Math.max(a,b)];draw(key);apply();});
        hit.addEventListener('pointerup',function(){start=null;});
        hit.addEventListener('dblclick',function(){delete brushes[key];draw(key);apply();});
      });
      var m=table.id==='settings-table'&&/^#brush=(.*)$/.exec(location.hash);
      if(m){decodeURIComponent(m[1]).split(',').forEach(function(part){
        var f=part.split(':'),lo=parseFloat(f[1]),hi=parseFloat(f[2]);
        if(f.length===3&&axis(f[0])&&column(f[0])>=0&&!isNaN(lo)&&!isNaN(hi)){brushes[f[0]]=[Math.min(lo,hi),Math.max(lo,hi)];draw(f[0]);}
      });apply();}
    });
    document.querySelectorAll('svg.pareto').forEach(function(svg){
      var table=document.getElementById('settings-table'),xs=document.getElementById('pareto-x'),ys=document.getElementById('pareto-y'),
          title=document.getElementById('pareto-title'),NS=svg.namespaceURI,fewer={traced:1,kept:1};
      if(!table||!xs||!ys)return;
      var heads=Array.prototype.slice.call(table.tHead.rows[0].cells),W=420,H=270,L=50,R=16,T=26,B=36;
      function column(key){for(var i=0;i<heads.length;i++)if(heads[i].getAttribute('data-key')===key)return i;return -1;}
      function label(key){var i=column(key);return i<0?key:heads[i].textContent;}
      function el(tag,attrs,text){var e=document.createElementNS(NS,tag);Object.keys(attrs).forEach(function(a){e.setAttribute(a,attrs[a]);});
        if(text!==undefined)e.textContent=text;return e;}
      function tick(v){return v===Math.round(v)?String(v):v.toFixed(3);}
      function draw(){
        var xk=xs.value,yk=ys.value,cx=column(xk),cy=column(yk);if(cx<0||cy<0)return;
        var pts=Array.prototype.map.call(table.tBodies[0].rows,function(r){return {row:r.getAttribute('data-row'),
          x:parseFloat(r.cells[cx].getAttribute('data-v')),y:parseFloat(r.cells[cy].getAttribute('data-v'))};})
          .filter(function(p){return isFinite(p.x)&&isFinite(p.y);});
        if(!pts.length)return;
        var sx=fewer[xk]?-1:1,sy=fewer[yk]?-1:1;
        pts.forEach(function(p){p.front=!pts.some(function(q){return sx*q.x>=sx*p.x&&sy*q.y>=sy*p.y&&(sx*q.x>sx*p.x||sy*q.y>sy*p.y);});});
        var xv=pts.map(function(p){return p.x;}),yv=pts.map(function(p){return p.y;});
        var x0=Math.min.apply(null,xv),x1=Math.max.apply(null,xv),y0=Math.min.apply(null,yv),y1=Math.max.apply(null,yv);
        function px(v){return x1>x0?L+(W-L-R)*(v-x0)/(x1-x0):(L+W-R)/2;}
        function py(v){return y1>y0?H-B-(H-T-B)*(v-y0)/(y1-y0):(T+H-B)/2;}
        while(svg.firstChild)svg.removeChild(svg.firstChild);
        svg.appendChild(el('line',{x1:L,y1:H-B,x2:W-R,y2:H-B,stroke:'#444'}));svg.appendChild(el('line',{x1:L,y1:T,x2:L,y2:H-B,stroke:'#444'}));
        svg.appendChild(el('text',{x:L,y:H-6,'text-anchor':'start','class':'ax'},label(xk)+(fewer[xk]?' (fewer is better) →':' →')));
        svg.appendChild(el('text',{x:L,y:12,'text-anchor':'middle','class':'ax'},label(yk)+(fewer[yk]?' ↓':' ↑')));
        svg.appendChild(el('text',{x:L,y:H-B+14,'text-anchor':'middle','class':'cv'},tick(x0)));
        svg.appendChild(el('text',{x:W-R,y:H-B+14,'text-anchor':'end','class':'cv'},tick(x1)));
        svg.appendChild(el('text',{x:L-4,y:H-B,'text-anchor':'end','class':'cv'},tick(y0)));
        svg.appendChild(el('text',{x:L-4,y:T+8,'text-anchor':'end','class':'cv'},tick(y1)));
        var front=pts.filter(function(p){return p.front;}).sort(function(a,b){return a.x-b.x;});
        svg.appendChild(el('polyline',{points:front.map(function(p){return px(p.x).toFixed(2)+','+py(p.y).toFixed(2);}).join(' '),
          fill:'none',stroke:'#e0115f','stroke-width':'1.5'}));
        pts.forEach(function(p){var c=el('circle',{cx:px(p.x).toFixed(2),cy:py(p.y).toFixed(2),r:p.front?'4.5':'3',
          fill:p.front?'#e0115f':'#8a8a8a','data-row':p.row});
          c.appendChild(el('title',{},'#'+p.row+': '+label(yk)+' '+tick(p.y)+', '+label(xk)+' '+tick(p.x)));svg.appendChild(c);});
        svg.setAttribute('data-x',xk);svg.setAttribute('data-y',yk);
        if(title)title.textContent='Pareto front: '+label(yk)+' against '+label(xk);
      }
      xs.addEventListener('change',draw);ys.addEventListener('change',draw);
      var m=/pareto=([A-Za-z]+):([A-Za-z]+)/.exec(location.hash);
      if(m&&column(m[1])>=0&&column(m[2])>=0){xs.value=m[1];ys.value=m[2];draw();}
    });
    var index=document.getElementById('image-index');
    if(index){
      var data=JSON.parse(document.getElementById('index-scores').textContent),rows=Array.prototype.slice.call(index.tBodies[0].rows);
      var nameBox=document.getElementById('index-name'),subset=document.getElementById('index-subset'),column=document.getElementById('index-column'),
          low=document.getElementById('index-min'),high=document.getElementById('index-max'),shownText=document.getElementById('index-shown');
      var models={};Array.prototype.forEach.call(index.tHead.rows[0].cells,function(th){var f=th.getAttribute('data-family');
        if(f){(models[f]=models[f]||[]).push(th.getAttribute('data-model'));}});
      function filter(){
        var q=nameBox.value.toLowerCase(),c=column&&column.value!==''?+column.value:-1,a=low?parseFloat(low.value):NaN,b=high?parseFloat(high.value):NaN,n=0;
        rows.forEach(function(r){
          var marked=r.cells[0].querySelector('input').checked,keep=r.cells[1].textContent.toLowerCase().indexOf(q)>=0;
          if(subset.value==='marked'&&!marked||subset.value==='unmarked'&&marked)keep=false;
          if(c>=0){var v=parseFloat(cellValue(r,c));if(!isNaN(a)&&!(v>=a)||!isNaN(b)&&!(v<=b))keep=false;}
          r.classList.toggle('hidden-row',!keep);if(keep)n++;
        });
        shownText.textContent=n+' of '+rows.length;
      }
      document.querySelectorAll('select.index-metric').forEach(function(picker){
        picker.addEventListener('change',function(){
          var f=picker.getAttribute('data-family'),family=data[f],m=family.metrics.indexOf(picker.value),label=picker.options[picker.selectedIndex].textContent;
          Array.prototype.forEach.call(index.tHead.rows[0].cells,function(th){if(th.getAttribute('data-family')===f)th.textContent=th.getAttribute('data-model')+' '+label;});
          rows.forEach(function(r){var i=+r.getAttribute('data-image');
            Array.prototype.forEach.call(r.cells,function(td){if(td.getAttribute('data-family')!==f)return;
              var v=family.rows[i][models[f].indexOf(td.getAttribute('data-model'))][m];
              td.setAttribute('data-v',v===null?'NaN':String(v));td.textContent=v===null?'—':v.toFixed(3);});});
          filter();
        });
      });
      [nameBox,low,high].forEach(function(box){if(box)box.addEventListener('input',filter);});
      [subset,column].forEach(function(box){if(box)box.addEventListener('change',filter);});
      index.addEventListener('change',function(e){if(e.target.classList.contains('mark'))filter();});
      document.getElementById('index-mark-shown').addEventListener('click',function(){
        rows.forEach(function(r){if(!r.classList.contains('hidden-row'))r.cells[0].querySelector('input').checked=true;});filter();});
      document.getElementById('index-clear-marks').addEventListener('click',function(){
        rows.forEach(function(r){r.cells[0].querySelector('input').checked=false;});filter();});
    }
    var lazy=document.querySelectorAll('section.image.lazy');
    if(lazy.length){
      var asked={};
      function load(section){
        if(!section||!section.classList.contains('lazy')||asked[section.id])return;
        asked[section.id]=true;
        var tag=document.createElement('script');tag.src=section.getAttribute('data-src');
        tag.onerror=function(){delete asked[section.id];var note=section.querySelector('.loading');
          if(note)note.textContent='Could not read '+tag.getAttribute('src')+': keep the sections folder beside this page.';};
        document.body.appendChild(tag);
      }
      window.lineworkSection=function(id,html){
        var old=document.getElementById(id);if(!old||!old.classList.contains('lazy'))return;
        var t=document.createElement('template');t.innerHTML=html;var fresh=t.content.querySelector('section');
        if(!fresh||fresh.id!==id)return;
        old.parentNode.replaceChild(fresh,old);initSection(fresh);
        if(location.hash==='#'+id)fresh.scrollIntoView();
      };
      if('IntersectionObserver' in window){
        var watcher=new IntersectionObserver(function(seen){seen.forEach(function(e){if(e.isIntersecting){watcher.unobserve(e.target);load(e.target);}});},{rootMargin:'600px 0px'});
        lazy.forEach(function(section){watcher.observe(section);});
      }else{lazy.forEach(load);}
      function fromHash(){var m=/^#(image-[0-9]+)$/.exec(location.hash);if(m)load(document.getElementById(m[1]));}
      window.addEventListener('hashchange',fromHash);fromHash();
    }
    })();
    """
}
