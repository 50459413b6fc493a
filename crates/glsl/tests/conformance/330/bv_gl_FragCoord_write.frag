// expect: fail -- GLSL 3.30 section 7: gl_FragCoord is read-only
#version 330 core
void main() {
    gl_FragCoord = vec4(0.0);
}
