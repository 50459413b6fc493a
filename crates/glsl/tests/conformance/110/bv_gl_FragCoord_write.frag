// expect: fail -- GLSL 1.10 section 7: gl_FragCoord is read-only
#version 110
void main() {
    gl_FragCoord = vec4(0.0);
}
