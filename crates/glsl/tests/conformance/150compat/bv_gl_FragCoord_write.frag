// expect: fail -- GLSL 1.50 (compatibility) section 7: gl_FragCoord is read-only
#version 150 compatibility
void main() {
    gl_FragCoord = vec4(0.0);
}
