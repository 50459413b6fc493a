// expect: fail -- GLSL 1.20 section 7: gl_FragCoord is read-only
#version 120
void main() {
    gl_FragCoord = vec4(0.0);
}
