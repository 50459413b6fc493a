// expect: fail -- GLSL 1.30 section 3.6: `mediump` is a keyword or reserved word here
#version 130
void main() {
    float mediump = 1.0;
}
