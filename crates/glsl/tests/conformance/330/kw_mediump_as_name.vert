// expect: fail -- GLSL 3.30 section 3.6: `mediump` is a keyword or reserved word here
#version 330 core
void main() {
    float mediump = 1.0;
}
