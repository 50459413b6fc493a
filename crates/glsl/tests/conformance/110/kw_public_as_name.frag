// expect: fail -- GLSL 1.10 section 3.6: `public` is a keyword or reserved word here
#version 110
void main() {
    float public = 1.0;
}
