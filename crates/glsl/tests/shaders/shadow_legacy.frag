#version 110
uniform sampler2DShadow depthMap;
uniform sampler1DShadow depth1;
varying vec4 shadowCoord;
void main() {
    float lit = shadow2DProj(depthMap, shadowCoord).r;
    float lit1 = shadow1D(depth1, vec3(0.5, 0.0, 0.75)).r;
    gl_FragColor = vec4(lit, lit1, 0.0, 1.0);
}
// run: {"inputs": {"shadowCoord": [1, 1, 0.5, 2]}, "expect": {"gl_FragColor": [1, 0, 0, 1]}}
// run: {"inputs": {"shadowCoord": [0.2, 1, 1.8, 2]}, "expect": {"gl_FragColor": [0, 0, 0, 1]}}
