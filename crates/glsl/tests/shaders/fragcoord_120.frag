#version 120
void main() {
    vec2 p = gl_FragCoord.xy * 0.5;
    float side = gl_FrontFacing ? 1.0 : -1.0;
    gl_FragColor = vec4(p, side, gl_PointCoord.x);
}
// run: {"inputs": {"gl_FragCoord": [10, 20, 0.5, 1], "gl_FrontFacing": false, "gl_PointCoord": [0.25, 0.75]}, "expect": {"gl_FragColor": [5, 10, -1, 0.25]}}
