#version 130
int counter = 0;
bool bump() {
    counter++;
    return true;
}
out vec4 color;
void main() {
    bool r = false && bump();
    bool q = true || bump();
    bool w = true && bump();
    float t = counter > 0 ? 2.0 : 3.0;
    color = vec4(float(counter), r ? 1.0 : 0.0, q ? 1.0 : 0.0, w ? t : 0.0);
}
// run: {"expect": {"color": [1, 0, 1, 2]}}
