// expect: fail -- GLSL 1.50 (compatibility) section 7: gl_FragCoord is a fragment shader input
#version 150 compatibility
void main() {
    vec4 p = gl_FragCoord;
}
