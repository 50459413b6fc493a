// expect: fail -- GLSL 1.50 section 3.6: `mediump` is a keyword or reserved word here
#version 150 core
void main() {
    float mediump = 1.0;
}
