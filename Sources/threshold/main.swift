import ThresholdApp
print("threshold")
