// expect: fail -- GLSL ES 1.00 section 7: gl_FragColor is a fragment shader output
#version 100
precision mediump float;
void main() {
    gl_FragColor = vec4(1.0);
}
