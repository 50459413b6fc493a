// expect: fail -- GLSL 1.50 section 7: gl_FragCoord is read-only
#version 150 core
void main() {
    gl_FragCoord = vec4(0.0);
}
