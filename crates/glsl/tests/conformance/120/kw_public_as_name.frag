// expect: fail -- GLSL 1.20 section 3.6: `public` is a keyword or reserved word here
#version 120
void main() {
    float public = 1.0;
}
