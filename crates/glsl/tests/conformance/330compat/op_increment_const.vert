// expect: fail -- GLSL 3.30 (compatibility) section 5.8: ++ needs an l-value
#version 330 compatibility
const float c = 1.0;
void main() {
    float d = c++;
}
