// expect: fail -- GLSL 1.30 section 7: gl_FragCoord is read-only
#version 130
void main() {
    gl_FragCoord = vec4(0.0);
}
