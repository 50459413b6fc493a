// expect: fail -- GLSL 1.40 section 7: gl_FragCoord is read-only
#version 140
void main() {
    gl_FragCoord = vec4(0.0);
}
