// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `imageBuffer` is a keyword or reserved word here
#version 330 compatibility
void main() {
    float imageBuffer = 1.0;
}
