// expect: fail -- GLSL 1.50 section 7: gl_FragCoord is a fragment shader input
#version 150 core
void main() {
    vec4 p = gl_FragCoord;
}
