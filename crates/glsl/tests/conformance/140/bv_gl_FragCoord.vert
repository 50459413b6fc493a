// expect: fail -- GLSL 1.40 section 7: gl_FragCoord is a fragment shader input
#version 140
void main() {
    vec4 p = gl_FragCoord;
}
