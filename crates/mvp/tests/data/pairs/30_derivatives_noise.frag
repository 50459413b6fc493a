#version 120
varying vec2 uv;
void main() {
    vec2 d = dFdx(uv) + dFdy(uv) + fwidth(uv) + noise2(uv);
    gl_FragColor = vec4(d, uv);
}
