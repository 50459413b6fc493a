// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `imageBuffer` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float imageBuffer = 1.0;
}
