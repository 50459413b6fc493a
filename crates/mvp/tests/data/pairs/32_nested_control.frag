#version 330 core
in vec4 v;
out vec4 frag;
void main() {
    float x = v.x;
    int k = 0;
    do {
        x *= 0.5;
        k++;
        if (k > 20) break;
    } while (x > 1.0);
    frag = vec4(x, float(k), v.y, 1.0);
}
